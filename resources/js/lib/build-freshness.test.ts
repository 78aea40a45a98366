import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS, BuildWatcher, isSlowConnection } from './build-freshness';

describe('build freshness', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('fetches the build id about 1 s after idle, then every 36e5 ms', async () => {
        const fetchId = vi.fn().mockResolvedValue('build-a');
        const watcher = new BuildWatcher({ currentId: 'build-a', fetchId });
        watcher.start();

        await vi.advanceTimersByTimeAsync(999);
        expect(fetchId).toHaveBeenCalledTimes(0);
        await vi.advanceTimersByTimeAsync(1);
        expect(fetchId).toHaveBeenCalledTimes(1);
        await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
        expect(fetchId).toHaveBeenCalledTimes(2);
        expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
        watcher.stop();
    });

    it('turns stale when the deployed id differs from the page build', async () => {
        const watcher = new BuildWatcher({ currentId: 'build-a', fetchId: vi.fn().mockResolvedValue('build-b') });
        watcher.start();
        await vi.advanceTimersByTimeAsync(1000);
        expect(watcher.stale).toBe(true);
        watcher.stop();
    });

    it('stays fresh when the fetch fails', async () => {
        const watcher = new BuildWatcher({ currentId: 'build-a', fetchId: vi.fn().mockRejectedValue(new Error('offline')) });
        watcher.start();
        await vi.advanceTimersByTimeAsync(1000);
        expect(watcher.stale).toBe(false);
        watcher.stop();
    });

    it('does not poll at all on a very slow connection', async () => {
        for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
            const fetchId = vi.fn().mockResolvedValue('x');
            const watcher = new BuildWatcher({ currentId: 'a', fetchId, connection });
            expect(watcher.start()).toBe(false);
            await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 2);
            expect(fetchId).not.toHaveBeenCalled();
        }
        expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
        expect(isSlowConnection(undefined)).toBe(false);
    });
});
