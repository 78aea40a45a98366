/** Every automatic reload passes this guard: at most one per window (the shared limits.build.reload_guard_ms), remembered in sessionStorage. */
const KEY = 'sunrise:last-reload';

export function mayReload(windowMs: number, now: number = Date.now()): boolean {
    let last: number;
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

/** Reload the page (or go to url) unless another automatic reload happened within the guard window (ms). */
export function guardedReload(windowMs: number, url?: string, now: number = Date.now()): boolean {
    if (!mayReload(windowMs, now)) {
        return false;
    }
    if (url) {
        window.location.assign(url);
    } else {
        window.location.reload();
    }
    return true;
}
