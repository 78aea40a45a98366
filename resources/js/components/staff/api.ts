import { sendJson, type JsonResult } from '@/lib/send-json';
import type { StaffT } from './intl';

/** A staff URL from the server's list, with {id} filled in. */
export function staffUrl(urls: Record<string, string>, name: string, id?: string | number, query?: Record<string, string | number | null | undefined>): string {
    let url = urls[name] ?? '';
    if (id !== undefined) url = url.replace('{id}', encodeURIComponent(String(id)));
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
        if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
    }
    const search = params.toString();
    return search ? `${url}?${search}` : url;
}

export function postJson<T>(url: string, body?: unknown): Promise<JsonResult<T>> {
    return sendJson<T>('POST', url, body ?? {});
}

/** What to tell the staff member about a failed call: the server's message, the first field error, or a generic line. */
export function failureMessage(result: { status: number; message: string; errors: Record<string, string[]>; retryAfter: number | null }, t: StaffT): string {
    const firstError = Object.values(result.errors)[0]?.[0];
    if (firstError) return firstError;
    if (result.status === 0) return t('common.network');
    if (result.status === 401) return result.message || t('error.other');
    if (result.message && result.status !== 500) return result.message;
    return t('common.failed', { status: result.status });
}

/** After a 401 the session is over (the sign-in page of this language); after a 419 the page is reloaded for a new token. */
export function leaveIfSignedOut(status: number, urls: Record<string, string>): boolean {
    if (status === 401 && urls.login) {
        window.location.assign(urls.login);
        return true;
    }
    if (status === 419) {
        window.location.reload();
        return true;
    }
    return false;
}
