import { useCallback } from 'react';
import { useJson } from '@/hooks/use-json';
import type { JsonResult } from '@/lib/send-json';

export { postJson } from '@/lib/send-json';
import { describeServerError } from '@/lib/server-error';
import type { StaffT } from './intl';

/** A staff component's JSON POST, on Inertia's HTTP client (XSRF header, field errors); failures come back as values. */
export function useStaffPost(): <T>(url: string, body?: Record<string, unknown>) => Promise<JsonResult<T>> {
    const send = useJson();
    return useCallback(<T>(url: string, body?: Record<string, unknown>) => send<T>('post', url, body ?? {}), [send]);
}

/** What to tell the staff member about a failed call: the shop's one rule (describeServerError) in the staff's words. */
export function failureMessage(
    result: { status: number; message: string; errors: Record<string, string[]>; retryAfter: number | null },
    t: StaffT,
): string {
    return describeServerError(result, t).message;
}

/** After a 401 the session is over (the sign-in page of this language); after a 419 the page is reloaded for a new token. */
export function leaveIfSignedOut(status: number, loginUrl: string): boolean {
    if (status === 401) {
        window.location.assign(loginUrl);
        return true;
    }
    if (status === 419) {
        window.location.reload();
        return true;
    }
    return false;
}
