import { HttpResponseError, type HttpClient, type HttpRequestConfig } from '@inertiajs/core';
import { readCookie } from './cookies';

const SAFE_METHODS = ['get', 'head', 'options'];

/**
 * Inertia's HTTP client with the CSRF token fetched on demand: guest pages come without the XSRF cookie (they are
 * cached and the same for everyone), so before the first write the token is asked for once (`tokenUrl`, Sanctum's
 * csrf-cookie), and a write refused with 419 (an expired session) is sent once more with a fresh token.
 */
export function withCsrf(inner: HttpClient, tokenUrl: string, cookieName = 'XSRF-TOKEN'): HttpClient {
    let pending: Promise<void> | null = null;
    const refresh = (): Promise<void> =>
        (pending ??= fetch(tokenUrl, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
            .then(() => undefined)
            .finally(() => {
                pending = null;
            }));

    return {
        async request(config: HttpRequestConfig) {
            if (SAFE_METHODS.includes(config.method.toLowerCase())) return inner.request(config);
            if (readCookie(cookieName) === null) await refresh().catch(() => undefined);
            try {
                return await inner.request(config);
            } catch (error) {
                if (!(error instanceof HttpResponseError) || error.response.status !== 419) throw error;
                await refresh();
                return inner.request(config);
            }
        },
    };
}
