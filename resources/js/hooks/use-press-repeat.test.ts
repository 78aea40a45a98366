import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRepeater } from './use-press-repeat';

describe('press repeat', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('acts once on press, again after 500 ms, then every 100 ms until released', () => {
        const action = vi.fn();
        const repeater = createRepeater(action);
        repeater.start();
        expect(action).toHaveBeenCalledTimes(1);
        vi.advanceTimersByTime(499);
        expect(action).toHaveBeenCalledTimes(1);
        vi.advanceTimersByTime(1);
        expect(action).toHaveBeenCalledTimes(2);
        vi.advanceTimersByTime(300);
        expect(action).toHaveBeenCalledTimes(5);
        repeater.stop();
        vi.advanceTimersByTime(1000);
        expect(action).toHaveBeenCalledTimes(5);
    });

    it('does not repeat on a short press', () => {
        const action = vi.fn();
        const repeater = createRepeater(action);
        repeater.start();
        vi.advanceTimersByTime(200);
        repeater.stop();
        vi.advanceTimersByTime(2000);
        expect(action).toHaveBeenCalledTimes(1);
    });
});
