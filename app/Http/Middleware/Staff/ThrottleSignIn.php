<?php

namespace App\Http\Middleware\Staff;

use App\Http\Middleware\ThrottleJson;
use Closure;
use Illuminate\Http\Request;
use Illuminate\Validation\ValidationException;
use Inertia\Support\Header;
use Symfony\Component\HttpFoundation\Response;

/**
 * The staff sign-in's throttle (the `staff-sign-in` limiter of App\Http\RateLimits). Over the limit, the sign-in form
 * (an Inertia visit) goes back with the wait as the email field's message, where a wrong password shows too; any other
 * caller gets JSON 429 with Retry-After.
 */
class ThrottleSignIn extends ThrottleJson
{
    /** @param  Request  $request */
    public function handle($request, Closure $next, $maxAttempts = 60, $decayMinutes = 1, $prefix = ''): Response
    {
        $response = parent::handle(...func_get_args());
        if ($response->getStatusCode() === Response::HTTP_TOO_MANY_REQUESTS && $request->headers->has(Header::INERTIA)) {
            throw ValidationException::withMessages(['email' => __('staff.auth.throttle', ['seconds' => (int) $response->headers->get('Retry-After')])]);
        }

        return $response;
    }
}
