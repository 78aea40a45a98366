import { useEffect, useRef, useState } from 'react';
import type { OrderFollow } from '@/types/models';

/**
 * Follows an order through its feed (the tracking page and the account's order page): every `pollMs` it asks with the
 * ETag it holds, and the server answers 304 while the order did not move (one query, no worker held open); a moved
 * order's answer goes to `onMoved`. A hidden tab does not ask; it asks at once when it is shown again. `online` is
 * false while the feed cannot be reached. Not Inertia's usePoll: a page reload can neither send If-None-Match nor take a 304.
 */
export function useOrderFeed<T>(
    feed: Pick<OrderFollow, 'url' | 'etag' | 'pollMs'>,
    onMoved: (data: T) => void,
    enabled = true,
): { online: boolean } {
    const [online, setOnline] = useState(true);
    const etag = useRef(feed.etag);
    const moved = useRef(onMoved);
    useEffect(() => {
        moved.current = onMoved;
    }, [onMoved]);
    useEffect(() => {
        etag.current = feed.etag;
    }, [feed.etag]);

    useEffect(() => {
        if (!enabled) return;
        let stopped = false;
        let timer: number | undefined;
        let controller: AbortController | null = null;
        const poll = async () => {
            window.clearTimeout(timer);
            if (document.visibilityState !== 'hidden') {
                controller?.abort();
                controller = new AbortController();
                try {
                    const response = await fetch(feed.url, {
                        headers: {
                            Accept: 'application/json',
                            'X-Requested-With': 'XMLHttpRequest',
                            'If-None-Match': etag.current,
                        },
                        credentials: 'same-origin',
                        cache: 'no-store',
                        signal: controller.signal,
                    });
                    if (response.status === 200) {
                        etag.current = response.headers.get('ETag') ?? etag.current;
                        moved.current((await response.json()) as T);
                    }
                    setOnline(response.status === 200 || response.status === 304);
                } catch (error) {
                    if (error instanceof DOMException && error.name === 'AbortError') return;
                    setOnline(false);
                }
            }
            if (!stopped) timer = window.setTimeout(() => void poll(), feed.pollMs);
        };
        const onVisible = () => {
            if (document.visibilityState === 'visible') void poll();
        };
        timer = window.setTimeout(() => void poll(), feed.pollMs);
        document.addEventListener('visibilitychange', onVisible);
        return () => {
            stopped = true;
            window.clearTimeout(timer);
            controller?.abort();
            document.removeEventListener('visibilitychange', onVisible);
        };
    }, [feed.url, feed.pollMs, enabled]);

    return { online };
}
