import { createInertiaApp } from '@inertiajs/react';
import createServer from '@inertiajs/react/server';
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { resolvePage } from '@/lib/pages';
import type { SharedProps } from '@/types/models';
import { overlaysAtStart, StoresProvider } from '@/stores';

// `php artisan inertia:start-ssr` starts this server with the app's environment: it listens where the app sends its
// renders (INERTIA_SSR_URL, whose port `inertia:stop-ssr` also uses), unless INERTIA_SSR_PORT says otherwise.
const port = Number(process.env.INERTIA_SSR_PORT || (process.env.INERTIA_SSR_URL ? new URL(process.env.INERTIA_SSR_URL).port : '') || 13714);

// A page is rendered once on the server: observer components render without creating MobX reactions (none would ever
// fire, and each would be work and memory per request).
enableStaticRendering(true);

createServer(
    (page) =>
        createInertiaApp({
            page,
            render: renderToString,
            resolve: resolvePage,
            title: () => (page.props as unknown as SharedProps).limits.brand,
            setup: ({ App, props }) => (
                <StoresProvider limits={(page.props as unknown as SharedProps).limits} openAtStart={overlaysAtStart(page.props as unknown as SharedProps)}>
                    <App {...props} />
                </StoresProvider>
            ),
        }),
    { port, host: '127.0.0.1' },
);
