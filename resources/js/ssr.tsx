import { createInertiaApp } from '@inertiajs/react';
import createServer from '@inertiajs/react/server';
import { enableStaticRendering } from 'mobx-react-lite';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { resolvePage } from '@/lib/pages';
import type { SharedProps } from '@/types/models';
import { overlaysAtStart, StoresProvider } from '@/stores';

// `php artisan inertia:start-ssr` starts this server with the app's environment: it listens where the app sends its
// renders (INERTIA_SSR_URL, whose port `inertia:stop-ssr` also uses), unless INERTIA_SSR_PORT says otherwise.
const port = Number(
    process.env.INERTIA_SSR_PORT ||
        (process.env.INERTIA_SSR_URL ? new URL(process.env.INERTIA_SSR_URL).port : '') ||
        13714,
);

// A page is rendered once on the server: observer components render without creating MobX reactions (none would ever
// fire, and each would be work and memory per request).
enableStaticRendering(true);

// renderToString cannot wait: a Suspense boundary whose content suspends (a lazy component whose chunk this process has
// not loaded yet, e.g. the order page's review form on its first render) or throws is sent as its fallback with this
// mark, and the browser gives up on the server's HTML there (React error #419). Such a page is rendered again, waiting.
const GAVE_UP = '<!--$!-->';
// Where the waited-for HTML goes in the body Inertia builds (NUL characters never appear in its JSON).
const PLACEHOLDER = '\u0000ssr-render\u0000';
// How long a render may wait for what suspended; then the rest is left to the browser (and logged).
const WAIT_MS = 2000;

/** The page rendered with a renderer that waits for what suspends; every error names its component (the SSR log). */
function renderWaiting(element: ReactNode, where: string): Promise<string> {
    return new Promise((resolve, reject) => {
        let html = '';
        const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
                html += chunk.toString();
                done();
            },
            final(done) {
                resolve(html);
                done();
            },
        });
        const stream = renderToPipeableStream(element, {
            onAllReady: () => stream.pipe(sink),
            onShellError: reject,
            onError: (error, info) => {
                const why = error instanceof Error ? error.message : String(error);
                console.error(
                    `[ssr] ${where}: a component failed on the server (the browser renders it): ${why}${info.componentStack ?? ''}`,
                );
            },
        });
        setTimeout(() => stream.abort(new Error(`still suspended after ${WAIT_MS} ms`)), WAIT_MS).unref();
    });
}

createServer(
    async (page) => {
        const where = `${page.component} ${page.url}`;
        let waitFor: ReactNode = null;
        let waiting = false;
        const rendered = await createInertiaApp({
            page,
            render: (element: ReactNode) => {
                const html = renderToString(element);
                if (!html.includes(GAVE_UP)) return html;
                console.warn(
                    `[ssr] ${where}: renderToString gave up on a Suspense boundary (a lazy component not loaded yet in this process, or an error); rendering again, waiting for it`,
                );
                waitFor = element;
                waiting = true;
                return PLACEHOLDER;
            },
            resolve: resolvePage,
            title: () => (page.props as unknown as SharedProps).limits.brand,
            setup: ({ App, props }) => (
                <StoresProvider
                    limits={(page.props as unknown as SharedProps).limits}
                    openAtStart={overlaysAtStart(page.props as unknown as SharedProps)}
                >
                    <App {...props} />
                </StoresProvider>
            ),
        });
        if (!waiting) return rendered;
        const html = await renderWaiting(waitFor, where);
        const at = rendered.body.lastIndexOf(PLACEHOLDER);
        return { ...rendered, body: rendered.body.slice(0, at) + html + rendered.body.slice(at + PLACEHOLDER.length) };
    },
    { port, host: '127.0.0.1' },
);
