<?php

namespace App\Shop\Ordering;

use Illuminate\Http\JsonResponse;
use RuntimeException;

/** A phone, account or client address has as many open card orders as the shop allows: the new order is refused (429). */
class UnpaidCardLimitException extends RuntimeException
{
    /** The checkout field the refusal is shown on. */
    public const FIELD = 'payment_type';

    public function __construct(public readonly int $retryAfter, string $message)
    {
        parent::__construct($message);
    }

    /** The shop API's answer: 429 with Retry-After, the message also on payment_type for the checkout form. */
    public function render(): JsonResponse
    {
        return response()->json(['message' => $this->getMessage(), 'errors' => [self::FIELD => [$this->getMessage()]]], 429, ['Retry-After' => (string) $this->retryAfter]);
    }

    /** An expected refusal, not an error: not logged. */
    public function report(): void {}
}
