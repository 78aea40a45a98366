<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Exceptions\ThrottleRequestsException;
use Illuminate\Routing\Middleware\ThrottleRequests;
use Symfony\Component\HttpFoundation\Response;

/**
 * Laravel's throttle for the storefront's JSON routes: over the limit the answer is JSON 429 with
 * Retry-After (the storefront's error page would otherwise render it as an HTML page).
 * Use as ThrottleJson::class.':{max},{minutes},{prefix}'.
 */
class ThrottleJson extends ThrottleRequests
{
    public function handle($request, Closure $next, $maxAttempts = 60, $decayMinutes = 1, $prefix = ''): Response
    {
        try {
            return parent::handle($request, $next, $maxAttempts, $decayMinutes, $prefix);
        } catch (ThrottleRequestsException $e) {
            $headers = $e->getHeaders();

            return response()->json(['message' => trans('customers.too_many', ['seconds' => $headers['Retry-After'] ?? 60])], 429, $headers);
        }
    }
}
