import { beforeEach, describe, expect, it } from 'vitest';
import { mayReload, RELOAD_GUARD_MS } from './reload-guard';

describe('reload guard', () => {
    beforeEach(() => sessionStorage.clear());

    it('allows one automatic reload per 10000 ms', () => {
        expect(RELOAD_GUARD_MS).toBe(10000);
        expect(mayReload(100_000)).toBe(true);
        expect(mayReload(100_000 + 9_999)).toBe(false);
        expect(mayReload(100_000 + 10_000)).toBe(true);
    });

    it('remembers the last reload in sessionStorage across page loads', () => {
        expect(mayReload(50_000)).toBe(true);
        expect(sessionStorage.getItem('sunrise:last-reload')).toBe('50000');
        expect(mayReload(55_000)).toBe(false);
    });
});
