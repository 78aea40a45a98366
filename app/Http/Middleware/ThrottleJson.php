<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Exceptions\ThrottleRequestsException;
use Illuminate\Routing\Middleware\ThrottleRequests;
use Symfony\Component\HttpFoundation\Response;

/**
 * Laravel's throttle for the storefront's JSON routes: over the limit the answer is JSON 429 with
 * Retry-After (the storefront's error page would otherwise render it as an HTML page).
 * Use as ThrottleJson::using('limiter-name') with a limiter of App\Http\RateLimits.
 */
class ThrottleJson extends ThrottleRequests
{
    public function handle($request, Closure $next, $maxAttempts = 60, $decayMinutes = 1, $prefix = ''): Response
    {
        try {
            // Laravel resolves a named limiter only when the middleware gets exactly one parameter.
            return func_num_args() === 3
                ? parent::handle($request, $next, $maxAttempts)
                : parent::handle($request, $next, $maxAttempts, $decayMinutes, $prefix);
        } catch (ThrottleRequestsException $e) {
            return RateLimitResponse::json($e);
        }
    }
}
