import { readCookie } from './cookies';

/** POST JSON to the storefront (same origin, Laravel's XSRF cookie), answering the parsed body or throwing. */
export async function postJson<T>(url: string, body: unknown): Promise<T> {
    const response = await fetch(url, {
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
    if (!response.ok) {
        throw new Error(`POST ${url} answered ${response.status}`);
    }
    return (await response.json()) as T;
}
