<?php

namespace App\Support;

/**
 * A failure of an outside service the shop calls (the payment provider, the SMS gateway): a real failure, reported
 * as an error once where it is caught, with its context (FailureContext), and grouped in Sentry by the provider,
 * the exception and its wording without ids (ErrorReporting::fingerprint), so a provider that is down for an hour
 * is one issue, not one per request.
 */
interface ProviderError
{
    /** The driver that failed: viva, sandbox, turbosms… */
    public function provider(): string;
}
