import {
    hasFiles,
    http,
    HttpCancelledError,
    HttpResponseError,
    objectToFormData,
    type FormDataConvertible,
    type HttpResponse,
} from '@inertiajs/core';

export type JsonFailure = {
    ok: false;
    status: number;
    message: string;
    errors: Record<string, string[]>;
    retryAfter: number | null;
};
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
function parseBody(text: string): Record<string, unknown> {
    try {
        const json: unknown = text ? JSON.parse(text) : {};
        return json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {};
    } catch {
        return {};
    }
}

/** Laravel's `errors` bag: each field's messages as a list (a single string is accepted too). */
function fieldErrors(errors: unknown): Record<string, string[]> {
    if (errors === null || typeof errors !== 'object') return {};
    const out: Record<string, string[]> = {};
    for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
        const list = (Array.isArray(value) ? value : [value]).filter(
            (m): m is string => typeof m === 'string' && m !== '',
        );
        if (list.length > 0) out[field] = list;
    }
    return out;
}

/** A failed answer as a value: its status, message, field errors and Retry-After. */
function failureOf(response: HttpResponse): JsonFailure {
    const json = typeof response.data === 'string' ? parseBody(response.data) : {};
    return {
        ok: false,
        status: response.status,
        message: typeof json.message === 'string' ? json.message : '',
        errors: fieldErrors(json.errors),
        retryAfter: retryAfterSeconds(response.headers['retry-after']),
    };
}

const NETWORK_FAILURE: JsonFailure = { ok: false, status: 0, message: '', errors: {}, retryAfter: null };

function abortError(): DOMException {
    return new DOMException('The request was aborted.', 'AbortError');
}

/**
 * A JSON call through Inertia's HTTP client (the XSRF cookie as header, its request and response handlers): a body
 * with files goes as multipart, any other as JSON; every failure comes back as a value (a 422 with every message of
 * each field), and an abort through `options.signal` cancels the request and rejects with an AbortError.
 */
export async function sendJson<T>(
    method: JsonMethod,
    url: string,
    body?: Record<string, unknown>,
    options: JsonOptions = {},
): Promise<JsonResult<T>> {
    const { signal, headers } = options;
    if (signal?.aborted) throw abortError();
    const payload = (body ?? {}) as Record<string, FormDataConvertible>;
    const multipart = method !== 'get' && hasFiles(payload);
    try {
        const response = await http.getClient().request({
            method,
            url,
            data: method === 'get' ? undefined : multipart ? objectToFormData(payload) : JSON.stringify(payload),
            headers: {
                Accept: 'application/json',
                ...(method === 'get' || multipart ? {} : { 'Content-Type': 'application/json' }),
                ...headers,
            },
            signal,
        });
        if (signal?.aborted) throw abortError();
        return { ok: true, status: response.status, data: parseBody(response.data) as T };
    } catch (error) {
        if (error instanceof HttpCancelledError || signal?.aborted) throw abortError();
        if (!(error instanceof HttpResponseError)) return NETWORK_FAILURE;
        const failure = failureOf(error.response);
        // A 422 is told by its fields alone.
        return failure.status === 422 ? { ...failure, message: '', retryAfter: null } : failure;
    }
}

/** A JSON POST for calls made outside a component's life (a MobX store's callback); failures come back as values. */
export function postJson<T>(url: string, body?: Record<string, unknown>): Promise<JsonResult<T>> {
    return sendJson<T>('post', url, body);
}
