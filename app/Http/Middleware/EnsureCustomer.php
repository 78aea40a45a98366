<?php

namespace App\Http\Middleware;

use App\ShopApi\ShopContext;
use App\Support\Cookies;
use App\Support\CurrentCustomer;
use App\Support\LocalizedUrl;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * The account area is for customers (a token the upstream accepts): a guest goes to the home page of the same language
 * with the phone-entry modal open; the intent is flashed through the session, so the address bar stays clean.
 */
class EnsureCustomer
{
    /** The session flash key naming the sign-in step to open on the next page (read by the shared props). */
    public const OPEN_AUTH = 'open_auth';

    public function handle(Request $request, Closure $next): Response
    {
        // The token is checked with the upstream (ShopApi::profile(), once per request), not only its presence.
        $customer = app(CurrentCustomer::class);
        if (app(ShopContext::class)->token === null || $customer->profile() === null) {
            $redirect = redirect(LocalizedUrl::route('home'))->with(self::OPEN_AUTH, 'phone');

            return $customer->rejected() ? $redirect->withCookie(Cookies::forgetAuthToken()) : $redirect;
        }

        return $next($request);
    }
}
