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
        return response()->json(['message' => self::message($this->retryAfter)], 429, ['Retry-After' => (string) $this->retryAfter]);
    }

    /** "Too many attempts. Try again in …" in the current language: seconds up to 90, minutes up to 90, then hours (rounded up). */
    public static function message(int $retryAfter): string
    {
        return match (true) {
            $retryAfter <= 90 => trans('customers.too_many', ['seconds' => $retryAfter]),
            $retryAfter <= 5400 => trans('customers.too_many_minutes', ['minutes' => (int) ceil($retryAfter / 60)]),
            default => trans('customers.too_many_hours', ['hours' => (int) ceil($retryAfter / 3600)]),
        };
    }

    /** An expected refusal, not an error: not logged. */
    public function report(): void {}
}
