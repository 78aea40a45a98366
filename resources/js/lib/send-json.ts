import { http, HttpResponseError, type HttpResponse } from '@inertiajs/core';

export type JsonFailure = { ok: false; status: number; message: string; errors: Record<string, string[]>; retryAfter: number | null };
export type JsonResult<T> = { ok: true; status: number; data: T } | JsonFailure;

export type JsonMethod = 'get' | 'post';
export type JsonOptions = { headers?: Record<string, string>; signal?: AbortSignal };

/** The seconds of a Retry-After header (a number of seconds or an HTTP date), or null. */
export function retryAfterSeconds(value: string | undefined | null, now = Date.now()): number | null {
    if (!value) return null;
    const seconds = Number(value);
    if (Number.isFinite(seconds)) return seconds > 0 ? Math.ceil(seconds) : null;
    const date = Date.parse(value);
    return Number.isNaN(date) ? null : Math.max(1, Math.ceil((date - now) / 1000));
}

/** A JSON object body, or {} for anything else (an empty or HTML answer). */
export function parseBody(text: string): Record<string, unknown> {
    try {
        const json: unknown = text ? JSON.parse(text) : {};
        return json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {};
    } catch {
        return {};
    }
}

/** Laravel's `errors` bag: each field's messages as a list (a single string is accepted too). */
export function fieldErrors(errors: unknown): Record<string, string[]> {
    if (errors === null || typeof errors !== 'object') return {};
    const out: Record<string, string[]> = {};
    for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
        const list = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string' && m !== '');
        if (list.length > 0) out[field] = list;
    }
    return out;
}

/** A failed answer as a value: its status, message, field errors and Retry-After. */
export function failureOf(response: HttpResponse): JsonFailure {
    const json = typeof response.data === 'string' ? parseBody(response.data) : {};
    return {
        ok: false,
        status: response.status,
        message: typeof json.message === 'string' ? json.message : '',
        errors: fieldErrors(json.errors),
        retryAfter: retryAfterSeconds(response.headers['retry-after']),
    };
}

export const NETWORK_FAILURE: JsonFailure = { ok: false, status: 0, message: '', errors: {}, retryAfter: null };

export function abortError(): DOMException {
    return new DOMException('The request was aborted.', 'AbortError');
}

/**
 * A JSON POST through Inertia's own HTTP client (the XSRF cookie as header, its request and response handlers), for
 * calls made outside a component's life (a MobX store's callback), where useHttp cannot be used; components use
 * useJson. Failures come back as values.
 */
export async function postJson<T>(url: string, body?: unknown): Promise<JsonResult<T>> {
    try {
        const response = await http.getClient().request({
            method: 'post',
            url,
            data: JSON.stringify(body ?? {}),
            headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        });
        return { ok: true, status: response.status, data: parseBody(response.data) as T };
    } catch (error) {
        return error instanceof HttpResponseError ? failureOf(error.response) : NETWORK_FAILURE;
    }
}
