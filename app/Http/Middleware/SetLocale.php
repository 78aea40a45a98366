<?php

namespace App\Http\Middleware;

use App\ShopApi\ShopContext;
use App\Support\Locales;
use Carbon\Carbon;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/** The URL prefix decides the page language (the browser remembers it in the language cookie: pages stay cacheable). */
class SetLocale
{
    public function handle(Request $request, Closure $next, string $locale): Response
    {
        app()->setLocale($locale);
        Carbon::setLocale($locale);
        app(ShopContext::class)->locale = $locale;

        return $next($request);
    }

    /** The language remembered in the cookie, when it is a supported one. */
    public static function fromCookie(Request $request): ?string
    {
        $value = $request->cookies->get(config('shop.cookies.language.name'));

        return Locales::isSupported($value) ? $value : null;
    }
}
