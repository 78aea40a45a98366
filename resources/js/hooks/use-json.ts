import { sendJson, type JsonMethod, type JsonOptions, type JsonResult } from '@/lib/send-json';

export type { JsonResult } from '@/lib/send-json';
export type JsonSend = <T>(
    method: JsonMethod,
    url: string,
    body?: Record<string, unknown>,
    options?: JsonOptions,
) => Promise<JsonResult<T>>;

/**
 * A component's JSON calls (lib/send-json's sendJson, on Inertia's HTTP client: the XSRF header, every failure a
 * value, an abort through `options.signal` rejects with an AbortError). Calls may overlap: each carries its own body
 * and signal.
 */
export function useJson(): JsonSend {
    return sendJson;
}
