<?php

namespace App\Http\Caching;

use Illuminate\Http\Request;
use Illuminate\Routing\Route;
use Inertia\Support\Header;

/**
 * Which requests get a guest page: the same answer for everyone with the same URL, so it may be cached in front of the
 * app (nginx's micro-cache, the app's page cache, the browser). A GET or HEAD of a route that opts in with the
 * `guest.page` middleware, from a visitor without an auth_token cookie, with no referral or utm_* parameter to capture:
 * the document (HTML), or an Inertia visit (JSON) from a browser that holds no session cookie. Such a request starts
 * no session and its answer sets no cookie; whatever is personal (cart, favorites, viewed, the attention popup, the
 * CSRF cookie, the language cookie) is decided in the browser after hydration. An Inertia visit is personal only
 * through the session (flashed data, validation errors, the history clearing after a sign-out), so one from a browser
 * that holds a session is not a guest page. The answer varies by vary(): the Inertia headers that change the JSON, and
 * Cookie, so a browser never serves a guest's copy after a sign-in (or any cookie change).
 */
final class GuestPages
{
    /** The route middleware that opts a page in. */
    public const MIDDLEWARE = 'guest.page';

    /** The request headers a guest page's answer varies by: whether it is an Inertia visit, and what the visit asks for
     *  (the asset version, a partial reload, the once props the browser already holds). nginx's key names the same
     *  headers (deploy/nginx/sunrise.conf); the browser gets them as Vary, with Cookie. */
    public const INERTIA_HEADERS = [
        Header::INERTIA,
        Header::VERSION,
        Header::PARTIAL_COMPONENT,
        Header::PARTIAL_ONLY,
        Header::PARTIAL_EXCEPT,
        Header::RESET,
        Header::INFINITE_SCROLL_MERGE_INTENT,
        Header::EXCEPT_ONCE_PROPS,
    ];

    /** A document GET or HEAD from a guest with nothing to capture: known before routing (what the route allows aside). */
    public static function isGuestRead(Request $request): bool
    {
        return ! $request->headers->has(Header::INERTIA) && self::isGuest($request);
    }

    /** A guest page (known once the route is matched): public and cacheable. Its document, or its Inertia visit from a
     *  browser without a session cookie (nothing can be waiting in a session it does not have). Such a request needs
     *  no session either. */
    public static function applies(Request $request): bool
    {
        $known = $request->attributes->get('guest_page');
        if (is_bool($known)) {
            return $known;
        }
        /** @var Route|null $route (none before routing) */
        $route = $request->route();
        if ($route === null) {
            return false;
        }
        // Asked by several middlewares and a prop: worked out once, once the route is matched.
        $applies = in_array(self::MIDDLEWARE, $route->middleware(), true) && self::isGuest($request)
            && (! $request->headers->has(Header::INERTIA) || ! $request->cookies->has((string) config('session.cookie')));
        $request->attributes->set('guest_page', $applies);

        return $applies;
    }

    /** What a guest page's answer varies by, for the Vary header.
     *  @return list<string> */
    public static function vary(): array
    {
        return [...self::INERTIA_HEADERS, 'Cookie'];
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
}
