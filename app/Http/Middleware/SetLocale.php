<?php

namespace App\Http\Middleware;

use App\ShopApi\ShopContext;
use App\Support\Cookies;
use App\Support\Locales;
use Carbon\Carbon;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/** The URL prefix decides the page language; every page response remembers it in the language cookie. */
class SetLocale
{
    public function handle(Request $request, Closure $next, string $locale): Response
    {
        app()->setLocale($locale);
        Carbon::setLocale($locale);
        app(ShopContext::class)->locale = $locale;

        $response = $next($request);

        if (! $response->isRedirection() && $request->cookies->get(config('shop.cookies.language.name')) !== $locale) {
            $response->headers->setCookie(Cookies::language($locale));
        }

        return $response;
    }

    /** The language remembered in the cookie, when it is a supported one. */
    public static function fromCookie(Request $request): ?string
    {
        $value = $request->cookies->get(config('shop.cookies.language.name'));

        return Locales::isSupported($value) ? $value : null;
    }
}
