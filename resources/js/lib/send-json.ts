import { readCookie } from './cookies';

export type JsonResult<T> =
    | { ok: true; status: number; data: T }
    | { ok: false; status: number; message: string; errors: Record<string, string[]>; retryAfter: number | null };

/** A JSON call to a storefront route (same origin, XSRF cookie); every failure comes back as a value, never a throw. */
export async function sendJson<T>(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<JsonResult<T>> {
    try {
        const response = await fetch(url, {
            method,
            headers: {
                Accept: 'application/json',
                'X-Requested-With': 'XMLHttpRequest',
                'X-XSRF-TOKEN': readCookie('XSRF-TOKEN') ?? '',
                ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
                ...headers,
            },
            credentials: 'same-origin',
            body: body === undefined ? undefined : JSON.stringify(body),
            signal,
        });
        const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
        if (response.ok) return { ok: true, status: response.status, data: json as T };
        const retryAfter = Number(response.headers.get('Retry-After'));
        return {
            ok: false,
            status: response.status,
            message: typeof json.message === 'string' ? json.message : '',
            errors: (json.errors as Record<string, string[]> | undefined) ?? {},
            retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
        };
    } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        return { ok: false, status: 0, message: '', errors: {}, retryAfter: null };
    }
}
