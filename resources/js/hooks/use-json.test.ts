import {
    http,
    HttpCancelledError,
    xhrHttpClient,
    type HttpClient,
    type HttpRequestConfig,
    type HttpResponse,
} from '@inertiajs/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchHttpClient } from '@/test/fetch-http-client';
import { useJson } from './use-json';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function send() {
    return renderHook(() => useJson()).result.current;
}

describe('useJson (on Inertia’s HTTP client)', () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let answers: (Response | Error | ((init: RequestInit) => Promise<Response>))[] = [];

    beforeEach(() => {
        http.setClient(fetchHttpClient);
        calls.length = 0;
        answers = [];
        vi.stubGlobal(
            'fetch',
            vi.fn((url: string, init: RequestInit) => {
                calls.push({ url, init });
                const next = answers.shift() ?? json(200, {});
                if (next instanceof Error) return Promise.reject(next);
                return typeof next === 'function' ? next(init) : Promise.resolve(next);
            }),
        );
    });

    afterEach(() => {
        vi.unstubAllGlobals();
        http.setClient(xhrHttpClient);
    });

    it('posts the body as JSON with the given headers and answers the data', async () => {
        answers = [json(201, { data: { id: 7 } })];
        const result = await send()<{ data: { id: number } }>(
            'post',
            '/en/checkout',
            { a: [1, 2] },
            { headers: { 'Idempotency-Key': 'key-12345678' } },
        );
        expect(result).toEqual({ ok: true, status: 201, data: { data: { id: 7 } } });
        expect(calls[0]!.url).toBe('/en/checkout');
        expect(calls[0]!.init.method).toBe('POST');
        expect(calls[0]!.init.body).toBe('{"a":[1,2]}');
        expect(calls[0]!.init.headers).toMatchObject({
            Accept: 'application/json',
            'Content-Type': 'application/json',
            'Idempotency-Key': 'key-12345678',
        });
    });

    it('asks a GET without a body and keeps the query of its URL', async () => {
        await send()('get', '/checkout/slots?order_type=pickup&restaurant_id=2');
        expect(calls[0]!.url).toBe('/checkout/slots?order_type=pickup&restaurant_id=2');
        expect(calls[0]!.init.method).toBe('GET');
        expect(calls[0]!.init.body).toBeUndefined();
    });

    it('answers a 422 with every message of each field', async () => {
        answers = [
            json(422, {
                message: 'The phone is invalid. (and 1 more error)',
                errors: { phone: ['The phone is invalid.', 'Too short.'], name: ['Required.'] },
            }),
        ];
        expect(await send()('post', '/auth/phone', { phone: '1' })).toEqual({
            ok: false,
            status: 422,
            message: '',
            errors: { phone: ['The phone is invalid.', 'Too short.'], name: ['Required.'] },
            retryAfter: null,
        });
    });

    it('answers a 429 with its Retry-After and message', async () => {
        answers = [json(429, { message: 'Too Many Attempts.' }, { 'Retry-After': '42' })];
        expect(await send()('post', '/auth/phone', {})).toEqual({
            ok: false,
            status: 429,
            message: 'Too Many Attempts.',
            errors: {},
            retryAfter: 42,
        });
    });

    it('answers a 419, a 5xx and a body that is not JSON as values', async () => {
        answers = [
            json(419, { message: 'CSRF token mismatch.' }),
            new Response('<html>Bad gateway</html>', { status: 502 }),
        ];
        const call = send();
        expect(await call('post', '/a', {})).toMatchObject({ ok: false, status: 419, message: 'CSRF token mismatch.' });
        expect(await call('post', '/a', {})).toEqual({
            ok: false,
            status: 502,
            message: '',
            errors: {},
            retryAfter: null,
        });
    });

    it('answers a network failure as status 0', async () => {
        answers = [new TypeError('Failed to fetch')];
        expect(await send()('post', '/a', {})).toEqual({
            ok: false,
            status: 0,
            message: '',
            errors: {},
            retryAfter: null,
        });
    });

    it('cancels the request of an abort and rejects with an AbortError', async () => {
        let seen: AbortSignal | undefined;
        answers = [
            (init) =>
                new Promise((_resolve, reject) => {
                    seen = init.signal ?? undefined;
                    init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
                }),
        ];
        const controller = new AbortController();
        const pending = send()('post', '/checkout/quote', { region_id: 1 }, { signal: controller.signal });
        await act(async () => {
            await Promise.resolve();
        });
        controller.abort();
        await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
        expect(seen?.aborted).toBe(true);
    });

    it('keeps the body of each of two overlapping calls', async () => {
        let release: () => void = () => undefined;
        answers = [
            (init) => new Promise((resolve) => (release = () => resolve(json(200, { body: init.body })))),
            (init) => Promise.resolve(json(200, { body: init.body })),
        ];
        const call = send();
        const first = call<{ body: string }>('post', '/a', { n: 1 });
        const second = await call<{ body: string }>('post', '/a', { n: 2 });
        release();
        expect(second).toMatchObject({ ok: true, data: { body: '{"n":2}' } });
        expect(await first).toMatchObject({ ok: true, data: { body: '{"n":1}' } });
    });
});

describe('useJson request bodies and aborts', () => {
    const seen: HttpRequestConfig[] = [];
    let pending: ((answer: HttpResponse) => void)[] = [];
    const recording: HttpClient = {
        request: (config) =>
            new Promise((resolve, reject) => {
                seen.push(config);
                config.signal?.addEventListener('abort', () =>
                    reject(new HttpCancelledError('Request was cancelled', config.url)),
                );
                pending.push(resolve);
            }),
    };

    beforeEach(() => {
        seen.length = 0;
        pending = [];
        http.setClient(recording);
    });

    afterEach(() => {
        http.setClient(xhrHttpClient);
    });

    it('sends a body with a file as multipart, without a JSON content type', async () => {
        const photo = new File(['jpeg'], 'roll.jpg', { type: 'image/jpeg' });
        const call = send()('post', '/staff/menu/products/7/photo', { photo, alt: 'Roll' });
        await Promise.resolve();
        pending[0]!({ status: 200, data: '{"ok":true}', headers: {} });
        expect(await call).toEqual({ ok: true, status: 200, data: { ok: true } });
        const data = seen[0]!.data as FormData;
        expect(data).toBeInstanceOf(FormData);
        expect(data.get('photo')).toBeInstanceOf(File);
        expect(data.get('alt')).toBe('Roll');
        expect(seen[0]!.headers).toEqual({ Accept: 'application/json' });
    });

    it('cancels only the aborted call of two overlapping ones', async () => {
        const call = send();
        const controller = new AbortController();
        const first = call('post', '/checkout/quote', { n: 1 }, { signal: controller.signal });
        const second = call<{ n: number }>('post', '/checkout/quote', { n: 2 });
        await Promise.resolve();
        controller.abort();
        await expect(first).rejects.toMatchObject({ name: 'AbortError' });
        pending[1]!({ status: 200, data: '{"n":2}', headers: {} });
        expect(await second).toEqual({ ok: true, status: 200, data: { n: 2 } });
    });

    it('rejects a call whose signal was aborted before it started, sending nothing', async () => {
        const controller = new AbortController();
        controller.abort();
        await expect(send()('post', '/a', {}, { signal: controller.signal })).rejects.toMatchObject({
            name: 'AbortError',
        });
        expect(seen).toHaveLength(0);
    });
});

describe('useJson on Inertia’s own XHR client', () => {
    afterEach(() => {
        vi.unstubAllGlobals();
        document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    });

    it('sends the XSRF cookie as X-XSRF-TOKEN and marks the call as XMLHttpRequest', async () => {
        const sent: Record<string, string> = {};
        class FakeXhr {
            status = 0;
            responseText = '';
            upload = {};
            onload: (() => void) | null = null;
            open() {}
            setRequestHeader(name: string, value: string) {
                sent[name] = value;
            }
            getAllResponseHeaders() {
                return 'content-type: application/json\r\n';
            }
            send() {
                this.status = 200;
                this.responseText = '{"ok":true}';
                queueMicrotask(() => this.onload?.());
            }
        }
        vi.stubGlobal('XMLHttpRequest', FakeXhr);
        document.cookie = 'XSRF-TOKEN=token%3D42; path=/';
        http.setClient(xhrHttpClient);
        const result = await send()('post', '/auth/logout', {});
        expect(result).toEqual({ ok: true, status: 200, data: { ok: true } });
        expect(sent['X-XSRF-TOKEN']).toBe('token=42');
        expect(sent['X-Requested-With']).toBe('XMLHttpRequest');
    });
});
