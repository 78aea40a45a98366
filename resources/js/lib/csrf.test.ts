import { HttpResponseError, type HttpClient, type HttpRequestConfig } from '@inertiajs/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies } from '@/test-support/cookies';
import { withCsrf } from './csrf';

const TOKEN_URL = '/sanctum/csrf-cookie';

/** A client answering each call with the next status of `statuses`, recording the calls. */
function scripted(statuses: number[]) {
    const calls: HttpRequestConfig[] = [];
    const client: HttpClient = {
        request(config) {
            calls.push(config);
            const status = statuses.shift() ?? 200;
            const response = { status, data: '{}', headers: {} };
            return status >= 400
                ? Promise.reject(new HttpResponseError(`status ${status}`, response, config.url))
                : Promise.resolve(response);
        },
    };
    return { client, calls };
}

describe('withCsrf', () => {
    let fetchMock: ReturnType<typeof vi.fn>;

    beforeEach(() => {
        clearCookies();
        fetchMock = vi.fn(() => {
            document.cookie = 'XSRF-TOKEN=fresh; Path=/';
            return Promise.resolve(new Response(null, { status: 204 }));
        });
        vi.stubGlobal('fetch', fetchMock);
    });
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });

    it('asks for the CSRF cookie once before the first write of a page that came without it', async () => {
        const { client, calls } = scripted([200, 200]);
        const csrf = withCsrf(client, TOKEN_URL);

        await Promise.all([
            csrf.request({ method: 'post', url: '/cart/check' }),
            csrf.request({ method: 'post', url: '/auth/phone' }),
        ]);

        expect(fetchMock).toHaveBeenCalledTimes(1);
        expect(fetchMock).toHaveBeenCalledWith(TOKEN_URL, expect.objectContaining({ credentials: 'same-origin' }));
        expect(calls.map((c) => c.url).sort()).toEqual(['/auth/phone', '/cart/check']);
    });

    it('leaves reads alone and does not ask again while the cookie is there', async () => {
        document.cookie = 'XSRF-TOKEN=present; Path=/';
        const { client, calls } = scripted([200, 200]);
        const csrf = withCsrf(client, TOKEN_URL);

        await csrf.request({ method: 'get', url: '/checkout/slots' });
        await csrf.request({ method: 'post', url: '/cart/check' });

        expect(fetchMock).not.toHaveBeenCalled();
        expect(calls).toHaveLength(2);
    });

    it('sends a write refused with 419 once more with a fresh token, and only once', async () => {
        document.cookie = 'XSRF-TOKEN=expired; Path=/';
        const { client, calls } = scripted([419, 200]);

        const answer = await withCsrf(client, TOKEN_URL).request({ method: 'post', url: '/checkout', data: '{"a":1}' });

        expect(answer.status).toBe(200);
        expect(fetchMock).toHaveBeenCalledTimes(1);
        expect(calls.map((c) => c.data)).toEqual(['{"a":1}', '{"a":1}']);

        const twice = scripted([419, 419]);
        await expect(
            withCsrf(twice.client, TOKEN_URL).request({ method: 'post', url: '/checkout' }),
        ).rejects.toBeInstanceOf(HttpResponseError);
        expect(twice.calls).toHaveLength(2);
    });

    it('passes other failures through untouched', async () => {
        document.cookie = 'XSRF-TOKEN=present; Path=/';
        const { client, calls } = scripted([422]);

        await expect(withCsrf(client, TOKEN_URL).request({ method: 'post', url: '/checkout' })).rejects.toMatchObject({
            response: { status: 422 },
        });
        expect(calls).toHaveLength(1);
        expect(fetchMock).not.toHaveBeenCalled();
    });
});
