/** Every automatic reload passes this guard: at most one per window (10000 ms), remembered in sessionStorage. */
export const RELOAD_GUARD_MS = 10000;
const KEY = 'sunrise:last-reload';

export function mayReload(now: number = Date.now(), windowMs: number = RELOAD_GUARD_MS): boolean {
    let last = 0;
    try {
        last = Number(window.sessionStorage.getItem(KEY)) || 0;
    } catch {
        return false;
    }
    if (now - last < windowMs && now >= last) {
        return false;
    }
    try {
        window.sessionStorage.setItem(KEY, String(now));
    } catch {
        return false;
    }
    return true;
}

/** Reload the page (or go to url) unless another automatic reload happened within the guard window. */
export function guardedReload(url?: string, now: number = Date.now()): boolean {
    if (!mayReload(now)) {
        return false;
    }
    if (url) {
        window.location.assign(url);
    } else {
        window.location.reload();
    }
    return true;
}
