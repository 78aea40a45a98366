import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testLimits } from '@/test-support/limits';
import { BuildWatcher, isSlowConnection } from './build-freshness';

// The timings the server sends (limits.build).
const timing = { intervalMs: testLimits.build.check_interval_ms, delayMs: testLimits.build.metadata_delay_ms };

describe('build freshness', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('fetches the build id the configured delay after idle, then at the configured interval', async () => {
        const fetchId = vi.fn().mockResolvedValue('build-a');
        const watcher = new BuildWatcher({ currentId: 'build-a', fetchId, ...timing });
        watcher.start();

        await vi.advanceTimersByTimeAsync(999);
        expect(fetchId).toHaveBeenCalledTimes(0);
        await vi.advanceTimersByTimeAsync(1);
        expect(fetchId).toHaveBeenCalledTimes(1);
        await vi.advanceTimersByTimeAsync(3_600_000);
        expect(fetchId).toHaveBeenCalledTimes(2);
        watcher.stop();
    });

    it('follows other timings the server sends, not a copy of its own', async () => {
        const fetchId = vi.fn().mockResolvedValue('build-a');
        const watcher = new BuildWatcher({ currentId: 'build-a', fetchId, intervalMs: 600_000, delayMs: 5000 });
        watcher.start();

        await vi.advanceTimersByTimeAsync(4999);
        expect(fetchId).toHaveBeenCalledTimes(0);
        await vi.advanceTimersByTimeAsync(1);
        expect(fetchId).toHaveBeenCalledTimes(1);
        await vi.advanceTimersByTimeAsync(600_000);
        expect(fetchId).toHaveBeenCalledTimes(2);
        watcher.stop();
    });

    it('turns stale when the deployed id differs from the page build', async () => {
        const watcher = new BuildWatcher({
            currentId: 'build-a',
            fetchId: vi.fn().mockResolvedValue('build-b'),
            ...timing,
        });
        watcher.start();
        await vi.advanceTimersByTimeAsync(1000);
        expect(watcher.stale).toBe(true);
        watcher.stop();
    });

    it('stays fresh when the fetch fails', async () => {
        const watcher = new BuildWatcher({
            currentId: 'build-a',
            fetchId: vi.fn().mockRejectedValue(new Error('offline')),
            ...timing,
        });
        watcher.start();
        await vi.advanceTimersByTimeAsync(1000);
        expect(watcher.stale).toBe(false);
        watcher.stop();
    });

    it('does not poll at all on a very slow connection', async () => {
        for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
            const fetchId = vi.fn().mockResolvedValue('x');
            const watcher = new BuildWatcher({ currentId: 'a', fetchId, connection, ...timing });
            expect(watcher.start()).toBe(false);
            await vi.advanceTimersByTimeAsync(timing.intervalMs * 2);
            expect(fetchId).not.toHaveBeenCalled();
        }
        expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
        expect(isSlowConnection(undefined)).toBe(false);
    });
});
