import type { JsonFailure } from './send-json';

export type ServerErrorKey =
    | 'serverError.network'
    | 'serverError.server'
    | 'serverError.tooMany'
    | 'serverError.sessionExpired'
    | 'serverError.rejected'
    | 'serverError.failed';
/** A translator that knows the serverError.* messages (the storefront's and the staff area's dictionaries both have them). */
export type ServerErrorT = (key: ServerErrorKey, values?: Record<string, string | number>) => string;

export interface ServerError {
    /** The first message of each field the server refused (422), to show next to that field. */
    fields: Record<string, string>;
    /** One line for the page or the form: the first field message, or what the status means. */
    message: string;
    /** Seconds until another try is welcome (429), else null. */
    retryAfter: number | null;
}

/** When a 429 names no Retry-After, the customer is told to wait this long. */
export const DEFAULT_RETRY_AFTER = 60;

/**
 * The one rule that turns a failed JSON call into what the customer (or staff member) reads: field errors of a 422 go
 * to their fields; 429 says when to try again; 419 asks for a reload; 5xx and network failures never show the
 * server's text (a 429 may name its own reason on a field); any other refusal shows the server's message or the status.
 */
export function describeServerError(
    failure: Pick<JsonFailure, 'status' | 'message' | 'errors' | 'retryAfter'>,
    t: ServerErrorT,
): ServerError {
    const fields: Record<string, string> = {};
    for (const [field, messages] of Object.entries(failure.errors)) {
        if (messages[0]) fields[field] = messages[0];
    }
    const first = Object.values(fields)[0];
    const { status } = failure;
    const retryAfter = status === 429 ? (failure.retryAfter ?? DEFAULT_RETRY_AFTER) : null;
    let message: string;
    if (status === 0) message = t('serverError.network');
    else if (status === 429)
        message = first ?? t('serverError.tooMany', { seconds: retryAfter ?? DEFAULT_RETRY_AFTER });
    else if (status === 419) message = t('serverError.sessionExpired');
    else if (status >= 500) message = t('serverError.server');
    else if (first) message = first;
    else if (status === 422) message = failure.message || t('serverError.rejected');
    else message = failure.message || t('serverError.failed', { status });
    return { fields: status === 422 ? fields : {}, message, retryAfter };
}
