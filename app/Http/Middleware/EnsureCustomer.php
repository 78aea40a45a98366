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
 * with the phone-entry modal open. The intent travels in a short-lived cookie that the browser reads and removes, so
 * the address bar stays clean and the home page stays the same cacheable page for every guest.
 */
class EnsureCustomer
{
    public function handle(Request $request, Closure $next): Response
    {
        // The token is checked with the upstream (ShopApi::profile(), once per request), not only its presence.
        $customer = app(CurrentCustomer::class);
        if (app(ShopContext::class)->token === null || $customer->profile() === null) {
            $redirect = redirect(LocalizedUrl::route('home'))->withCookie(Cookies::openAuth('phone'));

            return $customer->rejected() ? $redirect->withCookie(Cookies::forgetAuthToken()) : $redirect;
        }

        return $next($request);
    }
}
