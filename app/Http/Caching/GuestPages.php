<?php

namespace App\Http\Caching;

use Illuminate\Http\Request;
use Illuminate\Routing\Route;

/**
 * Which requests get a guest page: the same HTML for everyone with the same URL, so it may be cached in front of the
 * app (nginx's micro-cache, the app's page cache, the browser). A GET or HEAD of a route that opts in with the
 * `guest.page` middleware, for the document (not an Inertia visit, which may carry session state such as the history
 * clearing after a sign-out), from a visitor without an auth_token cookie, with no referral or utm_* parameter to
 * capture. Such a request starts no session and its answer sets no cookie; whatever is personal (cart, favorites,
 * viewed, the attention popup, the CSRF cookie, the language cookie) is decided in the browser after hydration.
 */
final class GuestPages
{
    /** The route middleware that opts a page in. */
    public const MIDDLEWARE = 'guest.page';

    /** A document GET or HEAD from a guest with nothing to capture: known before routing (what the route allows aside). */
    public static function isGuestRead(Request $request): bool
    {
        if (! $request->isMethodCacheable() || $request->headers->has('X-Inertia') || $request->cookies->has((string) config('shop.cookies.auth_token.name'))) {
            return false;
        }
        foreach ([config('shop.cookies.referral.name'), ...config('shop.cookies.utm.names')] as $param) {
            if ($request->query->has((string) $param)) {
                return false;
            }
        }

        return true;
    }

    /** A guest read of a route that opts in (known once the route is matched). */
    public static function applies(Request $request): bool
    {
        /** @var Route|null $route (null before the route is matched) */
        $route = $request->route();

        return $route !== null && in_array(self::MIDDLEWARE, $route->middleware(), true) && self::isGuestRead($request);
    }
}
