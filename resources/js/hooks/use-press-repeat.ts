import { useEffect, useMemo } from 'react';

export const REPEAT_DELAY_MS = 500;
export const REPEAT_INTERVAL_MS = 100;

/** Runs `action` once on press, again after 500 ms, then every 100 ms until released. */
export function createRepeater(action: () => void, delay = REPEAT_DELAY_MS, interval = REPEAT_INTERVAL_MS) {
    let timeout: ReturnType<typeof setTimeout> | null = null;
    let repeat: ReturnType<typeof setInterval> | null = null;
    const stop = () => {
        if (timeout) clearTimeout(timeout);
        if (repeat) clearInterval(repeat);
        timeout = repeat = null;
    };
    const start = () => {
        stop();
        action();
        timeout = setTimeout(() => {
            action();
            repeat = setInterval(action, interval);
        }, delay);
    };
    return { start, stop };
}

/** Props for a button whose press repeats (the time picker's arrows); keyboard presses act once each. */
export function usePressRepeat(action: () => void) {
    const repeater = useMemo(() => createRepeater(() => action()), [action]);
    useEffect(() => repeater.stop, [repeater]);
    return {
        onPointerDown: (e: React.PointerEvent) => {
            if (e.button === 0) repeater.start();
        },
        onPointerUp: repeater.stop,
        onPointerLeave: repeater.stop,
        onPointerCancel: repeater.stop,
        onKeyDown: (e: React.KeyboardEvent) => {
            if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                action();
            }
        },
    };
}
