import { http, HttpResponseError, type HttpClient, type HttpResponse } from '@inertiajs/core';

/**
 * Tests stub `fetch`; this routes Inertia's HTTP client (the storefront's JSON calls) through it, with the
 * request as Inertia builds it (method, headers, JSON body, abort signal) and its answer as Inertia reads it.
 */
export const fetchHttpClient: HttpClient = {
    async request(config) {
        const response = await fetch(config.url, {
            method: config.method.toUpperCase(),
            headers: config.headers as Record<string, string> | undefined,
            body: typeof config.data === 'string' ? config.data : undefined,
            signal: config.signal,
        });
        const headers: Record<string, string> = {};
        response.headers.forEach((value, name) => {
            headers[name.toLowerCase()] = value;
        });
        const answer: HttpResponse = { status: response.status, data: await response.text(), headers };
        if (response.status >= 400)
            throw new HttpResponseError(`Request failed with status ${response.status}`, answer, config.url);
        return answer;
    },
};

export function routeInertiaHttpThroughFetch(): void {
    http.setClient(fetchHttpClient);
}
