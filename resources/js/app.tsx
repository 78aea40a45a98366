import '../css/app.css';
import { createInertiaApp, router } from '@inertiajs/react';
import { installBuildFreshness } from '@/lib/build-freshness';
import { BRAND, resolvePage } from '@/lib/pages';
import { StoresProvider } from '@/stores';
import type { Page } from '@inertiajs/core';

const initial = document.querySelector('script[data-page="app"]')?.textContent;
const initialVersion = initial ? ((JSON.parse(initial) as Page).version ?? null) : null;

void createInertiaApp({
    resolve: resolvePage,
    title: () => BRAND,
    progress: { color: '#FF4A0B', showSpinner: false },
    withApp: (app) => <StoresProvider>{app}</StoresProvider>,
});

installBuildFreshness(initialVersion, router);
