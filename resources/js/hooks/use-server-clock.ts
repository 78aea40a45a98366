import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The server's time on this device, for the staff screens that count minutes (the board's tickets, the accept alarm):
 * the device's clock set against the server's once, from the page's `now`, then moved on every 5 seconds without
 * asking the server. `tick` moves it at once (when fresh data arrives).
 */
export function useServerClock(serverNow: string): { now: number; tick: () => void } {
    const skew = useRef(0);
    const [now, setNow] = useState(() => new Date(serverNow).getTime());
    const tick = useCallback(() => setNow(Date.now() + skew.current), []);

    useEffect(() => {
        skew.current = new Date(serverNow).getTime() - Date.now();
    }, [serverNow]);
    useEffect(() => {
        const timer = window.setInterval(tick, 5_000);
        return () => window.clearInterval(timer);
    }, [tick]);

    return { now, tick };
}
