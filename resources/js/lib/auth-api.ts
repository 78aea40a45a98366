import { readCookie } from './cookies';

/** Only the digits of a phone number are sent. */
export function phoneDigits(value: string): string {
    return value.replace(/\D/g, '');
}

/** Ask the storefront to send an SMS code; any failure (network, 4xx, 5xx, success false) is false. */
export async function requestCode(phone: string): Promise<boolean> {
    try {
        const response = await fetch('/auth/phone', {
            method: 'POST',
            headers: {
                'Content-Type': 'application/json',
                Accept: 'application/json',
                'X-XSRF-TOKEN': readCookie('XSRF-TOKEN') ?? '',
            },
            body: JSON.stringify({ phone }),
        });
        if (!response.ok) return false;
        const body = (await response.json()) as { success?: unknown };
        return body.success === true;
    } catch {
        return false;
    }
}
