import { readCookie } from './cookies';

export const UTM_COOKIES = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/** Push an event to window.dataLayer (Google Tag Manager reads it). */
export function pushEvent(event: string, payload: Record<string, unknown>): Record<string, unknown> {
    const entry = { event, ...payload };
    if (typeof window !== 'undefined') {
        window.dataLayer = window.dataLayer ?? [];
        window.dataLayer.push(entry);
    }
    return entry;
}

/** SHA-256 hex of the phone's digits: no personal data goes to analytics in the clear. */
export async function hashPhone(phone: string): Promise<string> {
    const bytes = new TextEncoder().encode(phone.replace(/\D/g, ''));
    const digest = await crypto.subtle.digest('SHA-256', bytes);
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The utm values whose cookies exist. */
export function utmValues(
    cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): Record<string, string> {
    const values: Record<string, string> = {};
    for (const name of UTM_COOKIES) {
        const value = readCookie(name, cookies);
        if (value) values[name] = value;
    }
    return values;
}

/** login / sign_up: hashed phone, status, page_url, utm values; a failed login carries the server's message. */
export async function authEvent(
    event: 'login' | 'sign_up',
    phone: string,
    status: 'success' | 'failed',
    message?: string,
): Promise<Record<string, unknown>> {
    return pushEvent(event, {
        phone: await hashPhone(phone),
        status,
        page_url: window.location.href,
        ...(status === 'failed' && message ? { message } : {}),
        ...utmValues(),
    });
}

function deviceType(width: number): string {
    return width < 769 ? 'mobile' : width < 1200 ? 'tablet' : 'desktop';
}

function browserName(userAgent: string): string {
    const match = /(Edg|OPR|Firefox|Chrome|Safari)\/(\d+)/.exec(userAgent);
    return match ? `${match[1] === 'Edg' ? 'Edge' : match[1] === 'OPR' ? 'Opera' : match[1]} ${match[2]}` : 'other';
}

/** exception, from the error page: where, what, and on which device, connection, language and browser. */
export function exceptionEvent(errorMessage: string): Record<string, unknown> {
    const nav = navigator as Navigator & { connection?: { effectiveType?: string } };
    const timing = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return pushEvent('exception', {
        page_url: window.location.href,
        page_referrer: document.referrer,
        load_time: timing
            ? Math.round(timing.loadEventEnd > 0 ? timing.loadEventEnd : performance.now())
            : Math.round(performance.now()),
        error_message: errorMessage,
        device_type: deviceType(window.innerWidth),
        connection_type: nav.connection?.effectiveType ?? 'unknown',
        language: document.documentElement.lang || navigator.language,
        screen_resolution: `${window.screen.width}x${window.screen.height}`,
        browser: browserName(navigator.userAgent),
    });
}
