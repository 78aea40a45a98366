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

/**
 * A chunk that no longer loads (a deploy replaced it) reloads the page, under the guard. Installed by the app's entry
 * itself: the build watcher (build-freshness.ts) is a chunk too, loaded only when the browser is idle.
 */
export function reloadOnMissingChunk(windowMs: number): void {
    window.addEventListener('vite:preloadError', (event) => {
        event.preventDefault();
        guardedReload(windowMs);
    });
}

/** Runs the callback when the browser is idle (at once, in a task, where it cannot say). */
export function whenIdle(callback: () => void): void {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => callback());
    else setTimeout(callback, 0);
}
