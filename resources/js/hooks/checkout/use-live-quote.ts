import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the inputs must stay still before their quote is asked. */
export const QUOTE_DELAY_MS = 300;

/** Asks the quote of one request body; null when it could not be had. Rejects when aborted. */
export type QuoteFetch<Q> = (request: string, signal: AbortSignal) => Promise<Q | null>;

export interface LiveQuote<Q> {
    /** The newest quote received, for the inputs it was asked with: shown (dimmed) while a newer one is on its way. */
    latest: Q | null;
    /** The quote of exactly the current inputs, or null while it is on its way or failed: the only one an order may use. */
    current: Q | null;
    /** The inputs changed and their quote has not arrived yet; the debounce before it is asked counts. */
    pending: boolean;
    /** The quote of the current inputs could not be had. */
    failed: boolean;
    /** Ask again for unchanged inputs (the server refused a total): pending until the new answer. */
    refresh: () => void;
}

type Answer<Q> = { key: string; quote: Q | null };

/**
 * The server's quote of a form that changes: asked `delayMs` after the inputs (`request`, a serialized body, or null
 * while there is nothing to price) stop changing. Pending is derived from the inputs at render time, so it is true
 * from the very render in which they change; an answer counts only for the inputs it was asked with, and an answer
 * to inputs that changed meanwhile is dropped (its request is also aborted).
 */
export function useLiveQuote<Q>(
    request: string | null,
    fetchQuote: QuoteFetch<Q>,
    onQuote?: (quote: Q) => void,
    delayMs = QUOTE_DELAY_MS,
): LiveQuote<Q> {
    const [round, setRound] = useState(0);
    const key = request === null ? null : `${round}:${request}`;
    const [answer, setAnswer] = useState<Answer<Q> | null>(null);
    const [latest, setLatest] = useState<Q | null>(null);

    const fetchRef = useRef(fetchQuote);
    const onQuoteRef = useRef(onQuote);
    const answerRef = useRef(answer);
    useEffect(() => {
        fetchRef.current = fetchQuote;
        onQuoteRef.current = onQuote;
        answerRef.current = answer;
    });

    useEffect(() => {
        if (key === null || request === null) return;
        // Back to inputs whose quote is the last one received: it still stands.
        if (answerRef.current?.key === key && answerRef.current.quote !== null) return;
        const controller = new AbortController();
        let live = true;
        const timer = setTimeout(() => {
            fetchRef.current(request, controller.signal).then(
                (quote) => {
                    if (!live) return;
                    setAnswer({ key, quote });
                    if (quote !== null) {
                        setLatest(quote);
                        onQuoteRef.current?.(quote);
                    }
                },
                () => undefined, // aborted: newer inputs replaced these
            );
        }, delayMs);
        return () => {
            live = false;
            controller.abort();
            clearTimeout(timer);
        };
    }, [key, request, delayMs]);

    const refresh = useCallback(() => setRound((n) => n + 1), []);
    const settled = key !== null && answer?.key === key;
    return {
        latest,
        current: settled ? answer.quote : null,
        pending: key !== null && !settled,
        failed: settled && answer.quote === null,
        refresh,
    };
}
