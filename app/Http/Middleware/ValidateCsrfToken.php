<?php

namespace App\Http\Middleware;

use App\Http\Caching\GuestPages;
use Illuminate\Foundation\Http\Middleware\ValidateCsrfToken as BaseValidateCsrfToken;

/**
 * Laravel's CSRF check; a request without a session (GuestPages::applies) gets no XSRF-TOKEN cookie: the
 * browser asks for one (GET /sanctum/csrf-cookie) before its first write.
 */
class ValidateCsrfToken extends BaseValidateCsrfToken
{
    protected function addCookieToResponse($request, $response)
    {
        return GuestPages::applies($request) ? $response : parent::addCookieToResponse($request, $response);
    }
}
