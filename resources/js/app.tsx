import '../css/app.css';
import { http } from '@inertiajs/core';
import { createInertiaApp, router } from '@inertiajs/react';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { withCsrf } from '@/lib/csrf';
import { resolvePage } from '@/lib/pages';
import { reloadOnMissingChunk, whenIdle } from '@/lib/reload-guard';
import { overlaysAtStart, StoresProvider } from '@/stores';
import type { Page } from '@inertiajs/core';
import type { SharedProps } from '@/types/models';

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
const initialPage = initial ? (JSON.parse(initial) as Page<SharedProps>) : null;
const initialVersion = initialPage?.version ?? null;
// The server's limits arrive with the first page (a once prop the later visits leave out), as the SSR render had them.
const limits = initialPage!.props.limits;

void createInertiaApp({
    resolve: resolvePage,
    title: () => limits.brand,
    progress: { color: '#FF4A0B', showSpinner: false },
    setup: ({ el, App, props }) => {
        const app = (
            <StoresProvider limits={limits} openAtStart={overlaysAtStart(initialPage!.props)}>
                <HydrationMarker>
                    <App {...props} />
                </HydrationMarker>
            </StoresProvider>
        );
        // Hydration is a transition: React yields to the browser between components instead of one long task.
        if (el?.hasAttribute('data-server-rendered')) startTransition(() => void hydrateRoot(el, app));
        else if (el) createRoot(el).render(app);
    },
});

reloadOnMissingChunk(limits.build.reload_guard_ms);
// The build watcher's first check waits for idle and a delay anyway: its code loads at idle, not before the page hydrates.
whenIdle(
    () =>
        void import('@/lib/build-freshness').then(({ installBuildFreshness }) =>
            installBuildFreshness(initialVersion, router, limits.build),
        ),
);
// Guest pages carry no CSRF cookie: the first write asks for one (and a 419 is retried once with a fresh one).
http.setClient(withCsrf(http.getClient(), limits.csrf_cookie_url));
