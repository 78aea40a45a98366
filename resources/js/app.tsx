import '../css/app.css';
import { createInertiaApp, router } from '@inertiajs/react';
import { useEffect, type ReactNode } from 'react';
import { installBuildFreshness } from '@/lib/build-freshness';
import { BRAND, resolvePage } from '@/lib/pages';
import { StoresProvider } from '@/stores';
import type { Page } from '@inertiajs/core';

/**
 * Marks the document as interactive once React has hydrated it. Being the outermost component, its effect runs after
 * every page's own effects (recently viewed, stored carts), so end-to-end tests that wait for it see their results.
 */
function HydrationMarker({ children }: { children: ReactNode }) {
    useEffect(() => {
        document.documentElement.dataset.hydrated = 'true';
    }, []);
    return children;
}

const initial = document.querySelector('script[data-page="app"]')?.textContent;
const initialVersion = initial ? ((JSON.parse(initial) as Page).version ?? null) : null;

void createInertiaApp({
    resolve: resolvePage,
    title: () => BRAND,
    progress: { color: '#FF4A0B', showSpinner: false },
    withApp: (app) => (
        <StoresProvider>
            <HydrationMarker>{app}</HydrationMarker>
        </StoresProvider>
    ),
});

installBuildFreshness(initialVersion, router);
