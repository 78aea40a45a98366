import { HttpCancelledError, HttpResponseError } from '@inertiajs/core';
import { useHttp } from '@inertiajs/react';
import { useCallback, useEffect, useRef } from 'react';
import { abortError, failureOf, fieldErrors, NETWORK_FAILURE, type JsonMethod, type JsonOptions, type JsonResult } from '@/lib/send-json';

export type { JsonResult } from '@/lib/send-json';
export type JsonSend = <T>(method: JsonMethod, url: string, body?: Record<string, unknown>, options?: JsonOptions) => Promise<JsonResult<T>>;

/**
 * JSON calls of a component through Inertia's useHttp (the XSRF header, its HTTP client and handlers, a 422's field
 * errors parsed by Inertia): every failure comes back as a value (status, message, field errors, Retry-After) and an
 * abort through `options.signal` rejects with an AbortError (and cancels the request while it is the instance's
 * newest: Inertia's cancel token stops the request in flight). Calls may overlap: each one carries its own body.
 */
export function useJson(): JsonSend {
    const client = useHttp<Record<never, never>, unknown>({});
    const clientRef = useRef(client);
    const newest = useRef(0);
    useEffect(() => {
        clientRef.current = client;
    });

    return useCallback(async <T>(method: JsonMethod, url: string, body?: Record<string, unknown>, options: JsonOptions = {}): Promise<JsonResult<T>> => {
        const { signal, headers } = options;
        if (signal?.aborted) throw abortError();
        const http = clientRef.current;
        const call = ++newest.current;
        let cancel: (() => void) | null = null;
        const onAbort = () => {
            if (newest.current === call) cancel?.();
        };
        signal?.addEventListener('abort', onAbort);
        let invalid: Record<string, string[]> | null = null;
        let status = 200;
        // Every message of each refused field, as Laravel sends them (not only the first).
        http.withAllErrors();
        // The body is read when the request starts (synchronously inside submit), so overlapping calls keep their own.
        http.transform(() => body ?? {});
        try {
            const data = await http.submit(method, url, {
                headers,
                onCancelToken: (token) => {
                    cancel = () => token.cancel();
                },
                onSuccess: (_data, response) => {
                    status = response.status;
                },
                onError: (errors) => {
                    invalid = fieldErrors(errors);
                },
            });
            if (signal?.aborted) throw abortError();
            if (invalid !== null) return { ok: false, status: 422, message: '', errors: invalid, retryAfter: null };
            return { ok: true, status, data: (data ?? {}) as T };
        } catch (error) {
            if (error instanceof HttpCancelledError || signal?.aborted) throw abortError();
            if (error instanceof HttpResponseError) return failureOf(error.response);
            return NETWORK_FAILURE;
        } finally {
            signal?.removeEventListener('abort', onAbort);
        }
    }, []);
}
