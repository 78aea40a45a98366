import { useMemo } from 'react';
import { useJson, type JsonResult, type JsonSend } from '@/hooks/use-json';
import type { Locale, Profile } from '@/types/models';
import { localizedRoute, type StorefrontRouteWithoutParams } from './route';

/** Only the digits of a phone number are sent. */
export function phoneDigits(value: string): string {
    return value.replace(/\D/g, '');
}

export type AuthResult<T> = JsonResult<T>;

/** The storefront's sign-in and account calls of the current language, on Inertia's HTTP client; every failure comes back as a value. */
export function useAuthApi(locale: Locale) {
    const send = useJson();
    return useMemo(() => authApi(send, locale), [send, locale]);
}

function authApi(send: JsonSend, locale: Locale) {
    const post = <T>(route: StorefrontRouteWithoutParams, body: Record<string, unknown>) =>
        send<T>('post', localizedRoute(route, undefined, locale), body);
    return {
        /** Ask for an SMS code; the answer's `success` is read. */
        requestCode: async (phone: string): Promise<AuthResult<{ success: boolean }>> => {
            const result = await post<{ success?: unknown }>('auth.phone', { phone });
            return result.ok && result.data.success !== true
                ? { ok: false, status: 200, message: '', errors: {}, retryAfter: null }
                : (result as AuthResult<{ success: boolean }>);
        },
        /** Check the code: the server keeps the token in the auth_token cookie and answers the profile; the guest's favorites
         *  (at most limits.favorites_merge_max of them) join the account. */
        checkCode: (
            phone: string,
            code: string,
            favorites: number[] = [],
        ): Promise<AuthResult<{ profile: Profile }>> => {
            return post('auth.code', favorites.length > 0 ? { phone, code, favorites } : { phone, code });
        },
        updateProfile: (data: {
            name: string;
            surname: string;
            birthday: string | null;
        }): Promise<AuthResult<{ profile: Profile }>> => {
            return post('auth.profile', data);
        },
        logout: (): Promise<AuthResult<unknown>> => {
            return post('auth.logout', {});
        },
        /** Sign out on every device: all of the customer's tokens are revoked, this browser's cookie too. */
        logoutEverywhere: (): Promise<AuthResult<unknown>> => {
            return post('auth.logout-all', {});
        },
    };
}
