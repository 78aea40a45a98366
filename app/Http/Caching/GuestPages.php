<?php

namespace App\Http\Caching;

use Illuminate\Http\Request;
use Illuminate\Routing\Route;

/**
 * Which requests get a guest page: the same HTML for everyone with the same URL, so it may be cached in front of the
 * app (nginx's micro-cache, the app's page cache, the browser). A GET or HEAD of a route that opts in with the
 * `guest.page` middleware, for the document, from a visitor without an auth_token cookie, with no referral or utm_*
 * parameter to capture. Such a request starts no session and its answer sets no cookie; whatever is personal (cart,
 * favorites, viewed, the attention popup, the CSRF cookie, the language cookie) is decided in the browser after
 * hydration. An Inertia visit of such a page is personal only through the session (flashed data, validation errors,
 * the history clearing after a sign-out): from a browser that holds no session it starts none either, but it is not
 * cached (its JSON differs by the visit's headers, and a browser must not keep a guest's answer past a sign-in).
 */
final class GuestPages
{
    /** The route middleware that opts a page in. */
    public const MIDDLEWARE = 'guest.page';

    /** A document GET or HEAD from a guest with nothing to capture: known before routing (what the route allows aside). */
    public static function isGuestRead(Request $request): bool
    {
        return ! $request->headers->has('X-Inertia') && self::isGuest($request);
    }

    /** A guest read of a route that opts in (known once the route is matched): public and cacheable. */
    public static function applies(Request $request): bool
    {
        return self::optedIn($request) && self::isGuestRead($request);
    }

    /** A request of a route that opts in that needs no session: its guest read, or a guest's Inertia visit from a
     *  browser without a session cookie (nothing can be waiting in a session it does not have). */
    public static function needsNoSession(Request $request): bool
    {
        if (! self::optedIn($request) || ! self::isGuest($request)) {
            return false;
        }

        return ! $request->headers->has('X-Inertia') || ! $request->cookies->has((string) config('session.cookie'));
    }

    /** A GET or HEAD without an auth_token cookie and with no referral or utm_* parameter to capture. */
    private static function isGuest(Request $request): bool
    {
        if (! $request->isMethodCacheable() || $request->cookies->has((string) config('shop.cookies.auth_token.name'))) {
            return false;
        }
        foreach ([config('shop.cookies.referral.name'), ...config('shop.cookies.utm.names')] as $param) {
            if ($request->query->has((string) $param)) {
                return false;
            }
        }

        return true;
    }

    /** The matched route opts in (false before routing); worked out once per request, for the middlewares that ask. */
    private static function optedIn(Request $request): bool
    {
        /** @var Route|null $route */
        $route = $request->route();
        if ($route === null) {
            return false;
        }
        $known = $request->attributes->get('guest_page_route');

        return is_bool($known) ? $known : tap(in_array(self::MIDDLEWARE, $route->middleware(), true), fn (bool $in) => $request->attributes->set('guest_page_route', $in));
    }
}
