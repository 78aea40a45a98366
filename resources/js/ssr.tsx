import { createInertiaApp } from '@inertiajs/react';
import createServer from '@inertiajs/react/server';
import { renderToString } from 'react-dom/server';
import { BRAND, resolvePage } from '@/lib/pages';
import { StoresProvider } from '@/stores';

const port = Number(process.env.INERTIA_SSR_PORT ?? 13714);

createServer(
    (page) =>
        createInertiaApp({
            page,
            render: renderToString,
            resolve: resolvePage,
            title: () => BRAND,
            setup: ({ App, props }) => (
                <StoresProvider>
                    <App {...props} />
                </StoresProvider>
            ),
        }),
    { port, host: '127.0.0.1' },
);
