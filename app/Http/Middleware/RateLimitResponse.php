<?php

namespace App\Http\Middleware;

use Illuminate\Http\Exceptions\ThrottleRequestsException;
use Illuminate\Http\JsonResponse;

/** The one JSON answer of every exhausted rate limit: 429, Retry-After and a message in the request's language. */
final class RateLimitResponse
{
    public static function json(ThrottleRequestsException $e): JsonResponse
    {
        $headers = $e->getHeaders();
        $seconds = (int) ($headers['Retry-After'] ?? 60);

        return response()->json(['message' => trans('customers.too_many', ['seconds' => $seconds])], 429, $headers);
    }
}
