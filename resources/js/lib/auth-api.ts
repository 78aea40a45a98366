import type { Locale, Profile } from '@/types/models';
import { localizedRoute } from './route';
import { sendJson, type JsonResult } from './send-json';

/** Only the digits of a phone number are sent. */
export function phoneDigits(value: string): string {
    return value.replace(/\D/g, '');
}

export type AuthResult<T> = JsonResult<T>;

/** POST JSON to a storefront auth route of the current language; every failure comes back as a value, never a throw. */
async function post<T>(route: string, body: unknown, locale: Locale): Promise<AuthResult<T>> {
    try {
        return await sendJson<T>('POST', localizedRoute(route, undefined, locale), body);
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

/** Sign out on every device: all of the customer's tokens are revoked, this browser's cookie too. */
export function logoutEverywhere(locale: Locale): Promise<AuthResult<unknown>> {
    return post('auth.logout-all', {}, locale);
}

/** Keep a heart in the signed-in customer's account: the account's favorite ids come back. */
export function toggleAccountFavorite(id: number, favorite: boolean, locale: Locale): Promise<AuthResult<{ data: number[] }>> {
    return post('account.favorites.toggle', { id, favorite }, locale);
}
