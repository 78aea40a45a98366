import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testLimits } from '@/test-support/limits';
import { mayReload, reloadOnMissingChunk } from './reload-guard';

describe('reload guard', () => {
    beforeEach(() => sessionStorage.clear());

    it('allows one automatic reload per window the server configures', () => {
        const guard = testLimits.build.reload_guard_ms;
        expect(mayReload(guard, 100_000)).toBe(true);
        expect(mayReload(guard, 100_000 + guard - 1)).toBe(false);
        expect(mayReload(guard, 100_000 + guard)).toBe(true);
    });

    it('follows another configured window, not a copy of its own', () => {
        expect(mayReload(30_000, 100_000)).toBe(true);
        expect(mayReload(30_000, 125_000)).toBe(false);
        expect(mayReload(30_000, 130_000)).toBe(true);
    });

    it('remembers the last reload in sessionStorage across page loads', () => {
        expect(mayReload(testLimits.build.reload_guard_ms, 50_000)).toBe(true);
        expect(sessionStorage.getItem('sunrise:last-reload')).toBe('50000');
        expect(mayReload(testLimits.build.reload_guard_ms, 55_000)).toBe(false);
    });

    it('reloads the page once per window when a chunk fails to load, and keeps Vite from throwing', () => {
        const reload = vi.fn();
        vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
        reloadOnMissingChunk(testLimits.build.reload_guard_ms);
        const failed = () => {
            const event = new Event('vite:preloadError', { cancelable: true });
            window.dispatchEvent(event);
            return event.defaultPrevented;
        };
        expect(failed()).toBe(true);
        expect(failed()).toBe(true);
        expect(reload).toHaveBeenCalledTimes(1);
    });
});
