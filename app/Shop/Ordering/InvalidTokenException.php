<?php

namespace App\Shop\Ordering;

use Illuminate\Http\JsonResponse;
use RuntimeException;

/** A bearer token was presented that does not (or no longer) identify a customer: the shop API answers 401. */
class InvalidTokenException extends RuntimeException
{
    public function render(): JsonResponse
    {
        return response()->json(['message' => 'Unauthenticated.'], 401);
    }

    /** Not an error of the shop: nothing to log. */
    public function report(): void {}
}
