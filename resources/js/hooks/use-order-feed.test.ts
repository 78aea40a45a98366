import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOrderFeed } from './use-order-feed';

const feed = { url: '/track/abc/feed', etag: '"v1"', pollMs: 3000 };

describe('useOrderFeed', () => {
    const sent: (string | undefined)[] = [];
    let answers: Response[] = [];

    beforeEach(() => {
        vi.useFakeTimers();
        sent.length = 0;
        answers = [];
        vi.stubGlobal(
            'fetch',
            vi.fn((_url: string, init: RequestInit) => {
                sent.push((init.headers as Record<string, string>)['If-None-Match']);
                return Promise.resolve(answers.shift() ?? new Response(null, { status: 304 }));
            }),
        );
    });

    afterEach(() => {
        vi.useRealTimers();
        vi.unstubAllGlobals();
    });

    const tick = async () => {
        await act(async () => {
            await vi.advanceTimersByTimeAsync(feed.pollMs);
        });
    };

    it('asks every poll interval with the ETag it holds, and hands on only a moved order with its new ETag', async () => {
        const moved = vi.fn();
        answers = [
            new Response(null, { status: 304 }),
            new Response(JSON.stringify({ tracking: { status: 'accepted' } }), {
                status: 200,
                headers: { ETag: '"v2"' },
            }),
        ];
        renderHook(() => useOrderFeed(feed, moved));

        await tick();
        expect(sent).toEqual(['"v1"']);
        expect(moved).not.toHaveBeenCalled();

        await tick();
        expect(moved).toHaveBeenCalledWith({ tracking: { status: 'accepted' } });

        await tick();
        expect(sent).toEqual(['"v1"', '"v1"', '"v2"']);
    });

    it('reports the feed offline while it fails, and online again once it answers', async () => {
        answers = [new Response('', { status: 503 })];
        const { result } = renderHook(() => useOrderFeed(feed, vi.fn()));

        await tick();
        expect(result.current.online).toBe(false);
        await tick();
        expect(result.current.online).toBe(true);
    });

    it('does not ask for a finished order', async () => {
        renderHook(() => useOrderFeed(feed, vi.fn(), false));

        await tick();
        await tick();
        expect(sent).toEqual([]);
    });
});
