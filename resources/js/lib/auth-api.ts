import type { Locale, Profile } from '@/types/models';
import { readCookie } from './cookies';
import { localizedRoute } from './route';

/** Only the digits of a phone number are sent. */
export function phoneDigits(value: string): string {
    return value.replace(/\D/g, '');
}

export type AuthResult<T> =
    | { ok: true; data: T }
    | { ok: false; status: number; message: string; errors: Record<string, string[]>; retryAfter: number | null };

/** POST JSON to a storefront auth route of the current language; every failure comes back as a value, never a throw. */
async function post<T>(route: string, body: unknown, locale: Locale): Promise<AuthResult<T>> {
    try {
        const response = await fetch(localizedRoute(route, undefined, locale), {
            method: 'POST',
            headers: {
                'Content-Type': 'application/json',
                Accept: 'application/json',
                'X-Requested-With': 'XMLHttpRequest',
                'X-XSRF-TOKEN': readCookie('XSRF-TOKEN') ?? '',
            },
            credentials: 'same-origin',
            body: JSON.stringify(body),
        });
        const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
        if (response.ok) {
            return { ok: true, data: json as T };
        }
        const retry = Number(response.headers.get('Retry-After'));
        return {
            ok: false,
            status: response.status,
            message: typeof json.message === 'string' ? json.message : '',
            errors: (json.errors as Record<string, string[]> | undefined) ?? {},
            retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null,
        };
    } catch {
        return { ok: false, status: 0, message: '', errors: {}, retryAfter: null };
    }
}

/** Ask for an SMS code; the answer's `success` is read. */
export async function requestCode(phone: string, locale: Locale): Promise<AuthResult<{ success: boolean }>> {
    const result = await post<{ success?: unknown }>('auth.phone', { phone }, locale);
    return result.ok && result.data.success !== true ? { ok: false, status: 200, message: '', errors: {}, retryAfter: null } : (result as AuthResult<{ success: boolean }>);
}

/** Check the code: the server keeps the token in the auth_token cookie and answers the profile; the guest's favorites join the account. */
export function checkCode(phone: string, code: string, locale: Locale, favorites: number[] = []): Promise<AuthResult<{ profile: Profile }>> {
    return post('auth.code', favorites.length > 0 ? { phone, code, favorites: favorites.slice(0, 100) } : { phone, code }, locale);
}

export function updateProfile(data: { name: string; surname: string; birthday: string | null }, locale: Locale): Promise<AuthResult<{ profile: Profile }>> {
    return post('auth.profile', data, locale);
}

export function logout(locale: Locale): Promise<AuthResult<unknown>> {
    return post('auth.logout', {}, locale);
}

/** Keep a heart in the signed-in customer's account: the account's favorite ids come back. */
export function toggleAccountFavorite(id: number, favorite: boolean, locale: Locale): Promise<AuthResult<{ data: number[] }>> {
    return post('account.favorites.toggle', { id, favorite }, locale);
}
