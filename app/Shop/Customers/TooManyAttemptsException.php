<?php

namespace App\Shop\Customers;

use Illuminate\Http\JsonResponse;
use RuntimeException;

/** A sign-in limit was reached (resend cooldown, sends per phone or address, wrong guesses, the SMS budget): answered 429 with Retry-After. */
class TooManyAttemptsException extends RuntimeException
{
    public function __construct(public readonly int $retryAfter, public readonly string $limit)
    {
        parent::__construct("Too many sign-in attempts ($limit); retry after $retryAfter s.");
    }

    /** The shop API's answer: 429 with Retry-After (the same for known and unknown phones). */
    public function render(): JsonResponse
    {
        return response()->json(['message' => trans('customers.too_many', ['seconds' => $this->retryAfter])], 429, ['Retry-After' => (string) $this->retryAfter]);
    }

    /** An expected refusal, not an error: not logged. */
    public function report(): void {}
}
