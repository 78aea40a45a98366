<?php

namespace App\Http\Middleware\Staff;

use App\ShopApi\ShopContext;
use Carbon\Carbon;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpKernel\Exception\NotFoundHttpException;

/**
 * Every staff route: served only by the node that owns the shop's data (SHOP_API=local; a storefront node answers
 * 404), in the language of its prefix, never indexed (X-Robots-Tag) and never cached (private, no-store), errors
 * and redirects included.
 */
class StaffArea
{
    public function handle(Request $request, Closure $next, string $locale): Response
    {
        if (config('shop.api.driver') !== 'local') {
            throw new NotFoundHttpException;
        }
        app()->setLocale($locale);
        Carbon::setLocale($locale);
        app(ShopContext::class)->locale = $locale;

        $response = $next($request);

        self::protect($response);

        return $response;
    }

    public static function protect(Response $response): void
    {
        $response->headers->set('X-Robots-Tag', 'noindex, nofollow');
        $response->headers->set('Cache-Control', 'private, no-store');
        $response->headers->remove('Expires');
    }

    /** Whether a request is for the staff area (/staff…, /en/staff…). */
    public static function contains(Request $request): bool
    {
        return preg_match('#^/([a-z]{2}/)?staff(/|$)#', $request->getPathInfo()) === 1;
    }
}
