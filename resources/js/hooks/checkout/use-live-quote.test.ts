import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_DELAY_MS, useLiveQuote } from './use-live-quote';

type Quote = { total: number; for: string };

/** Run a step inside an async act, so the promise callbacks it sets off have run when it resolves. */
function settle(step: () => unknown): Promise<void> {
    return act(async () => {
        await step();
    });
}

/** A quote server whose answers come back only when the test says so, aborted or not (a late answer still arrives). */
function quoteServer() {
    const asked: {
        request: string;
        signal: AbortSignal;
        answer: (quote: Quote | null) => Promise<void>;
        fail: () => Promise<void>;
    }[] = [];
    const fetchQuote = vi.fn(
        (request: string, signal: AbortSignal) =>
            new Promise<Quote | null>((resolve, reject) => {
                asked.push({
                    request,
                    signal,
                    answer: (quote) => settle(() => resolve(quote)),
                    fail: () => settle(() => reject(new DOMException('Aborted', 'AbortError'))),
                });
            }),
    );
    return { asked, fetchQuote };
}

function render(initial: string | null, server: ReturnType<typeof quoteServer>, onQuote = vi.fn()) {
    return renderHook(
        ({ request }: { request: string | null }) => useLiveQuote<Quote>(request, server.fetchQuote, onQuote),
        { initialProps: { request: initial } },
    );
}

const wait = (ms: number) => settle(() => vi.advanceTimersByTime(ms));

describe('the live quote', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('is pending from the first render of new inputs, through the debounce and the request, until their answer', async () => {
        const server = quoteServer();
        const onQuote = vi.fn();
        const { result } = render('center', server, onQuote);

        expect(result.current).toMatchObject({ pending: true, current: null, latest: null });
        await wait(QUOTE_DELAY_MS - 1);
        expect(server.fetchQuote).not.toHaveBeenCalled();
        expect(result.current.pending).toBe(true);

        await wait(1);
        expect(server.asked.map((a) => a.request)).toEqual(['center']);
        expect(result.current.pending).toBe(true);

        await server.asked[0]!.answer({ total: 71800, for: 'center' });
        expect(result.current).toMatchObject({
            pending: false,
            failed: false,
            current: { total: 71800 },
            latest: { total: 71800 },
        });
        expect(onQuote).toHaveBeenCalledWith({ total: 71800, for: 'center' });
    });

    it('asks once for inputs that keep changing, with the last of them', async () => {
        const server = quoteServer();
        const { result, rerender } = render('a', server);
        await wait(200);
        rerender({ request: 'ab' });
        await wait(200);
        rerender({ request: 'abc' });
        expect(result.current.pending).toBe(true);
        await wait(QUOTE_DELAY_MS - 1);
        expect(server.fetchQuote).not.toHaveBeenCalled();
        await wait(1);
        expect(server.asked.map((a) => a.request)).toEqual(['abc']);
    });

    it('turns pending again in the very render in which the inputs change, the quote of the old ones kept only as the latest', async () => {
        const server = quoteServer();
        const { result, rerender } = render('center', server);
        await wait(QUOTE_DELAY_MS);
        await server.asked[0]!.answer({ total: 71800, for: 'center' });
        expect(result.current.current).toEqual({ total: 71800, for: 'center' });

        rerender({ request: 'podil' });

        expect(result.current).toMatchObject({ pending: true, current: null, latest: { total: 71800 } });
    });

    it('drops the answer to inputs that changed while it was on its way, and aborts its request', async () => {
        const server = quoteServer();
        const onQuote = vi.fn();
        const { result, rerender } = render('center', server, onQuote);
        await wait(QUOTE_DELAY_MS);
        const first = server.asked[0]!;

        rerender({ request: 'podil' });
        expect(first.signal.aborted).toBe(true);
        await first.answer({ total: 71800, for: 'center' });

        expect(result.current).toMatchObject({ pending: true, current: null, latest: null });
        expect(onQuote).not.toHaveBeenCalled();

        await wait(QUOTE_DELAY_MS);
        await server.asked[1]!.answer({ total: 72800, for: 'podil' });
        expect(result.current).toMatchObject({
            pending: false,
            current: { total: 72800, for: 'podil' },
            latest: { total: 72800 },
        });
        expect(onQuote).toHaveBeenCalledTimes(1);
    });

    it('keeps the newer answer when an older one arrives after it', async () => {
        const server = quoteServer();
        const { result, rerender } = render('center', server);
        await wait(QUOTE_DELAY_MS);
        rerender({ request: 'podil' });
        await wait(QUOTE_DELAY_MS);
        const [older, newer] = server.asked;

        await newer!.answer({ total: 72800, for: 'podil' });
        await older!.answer({ total: 71800, for: 'center' });

        expect(result.current).toMatchObject({ pending: false, current: { for: 'podil' }, latest: { for: 'podil' } });
    });

    it('does not take the answer to inputs left and come back to while a newer request was asked', async () => {
        const server = quoteServer();
        const { result, rerender } = render('center', server);
        await wait(QUOTE_DELAY_MS);
        rerender({ request: 'podil' });
        rerender({ request: 'center' });
        await server.asked[0]!.answer({ total: 71800, for: 'center' });

        expect(result.current.pending).toBe(true);
        await wait(QUOTE_DELAY_MS);
        expect(server.asked.map((a) => a.request)).toEqual(['center', 'center']);
        await server.asked[1]!.answer({ total: 71900, for: 'center' });
        expect(result.current.current).toEqual({ total: 71900, for: 'center' });
    });

    it('reuses the quote of inputs it returns to when that quote is the last one received', async () => {
        const server = quoteServer();
        const { result, rerender } = render('center', server);
        await wait(QUOTE_DELAY_MS);
        await server.asked[0]!.answer({ total: 71800, for: 'center' });

        rerender({ request: 'podil' });
        expect(result.current.pending).toBe(true);
        rerender({ request: 'center' });

        expect(result.current).toMatchObject({ pending: false, current: { total: 71800 } });
        await wait(QUOTE_DELAY_MS * 2);
        expect(server.fetchQuote).toHaveBeenCalledTimes(1);
    });

    it('is not pending once the quote of the current inputs failed, and asks again on refresh', async () => {
        const server = quoteServer();
        const { result } = render('center', server);
        await wait(QUOTE_DELAY_MS);
        await server.asked[0]!.answer(null);
        expect(result.current).toMatchObject({ pending: false, failed: true, current: null });

        act(() => result.current.refresh());
        expect(result.current).toMatchObject({ pending: true, failed: false });
        await wait(QUOTE_DELAY_MS);
        expect(server.asked.map((a) => a.request)).toEqual(['center', 'center']);
        await server.asked[1]!.answer({ total: 71800, for: 'center' });
        expect(result.current).toMatchObject({ pending: false, failed: false, current: { total: 71800 } });
    });

    it('withholds the quote of unchanged inputs after a refresh until the new answer (a refused total is asked again)', async () => {
        const server = quoteServer();
        const { result } = render('center', server);
        await wait(QUOTE_DELAY_MS);
        await server.asked[0]!.answer({ total: 71800, for: 'center' });

        act(() => result.current.refresh());

        expect(result.current).toMatchObject({ pending: true, current: null, latest: { total: 71800 } });
        await wait(QUOTE_DELAY_MS);
        await server.asked[1]!.answer({ total: 77800, for: 'center' });
        expect(result.current).toMatchObject({ pending: false, current: { total: 77800 } });
    });

    it('asks nothing and is not pending while there is nothing to price', async () => {
        const server = quoteServer();
        const { result, rerender } = render(null, server);
        await wait(QUOTE_DELAY_MS * 3);
        expect(result.current).toMatchObject({ pending: false, failed: false, current: null });
        expect(server.fetchQuote).not.toHaveBeenCalled();

        rerender({ request: 'center' });
        await wait(QUOTE_DELAY_MS);
        const asked = server.asked[0]!;
        rerender({ request: null });
        expect(asked.signal.aborted).toBe(true);
        expect(result.current.pending).toBe(false);
    });

    it('ignores an aborted request', async () => {
        const server = quoteServer();
        const { result, rerender } = render('center', server);
        await wait(QUOTE_DELAY_MS);
        rerender({ request: 'podil' });
        await server.asked[0]!.fail();
        expect(result.current).toMatchObject({ pending: true, failed: false });
    });
});
