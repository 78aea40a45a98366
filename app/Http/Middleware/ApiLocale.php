<?php

namespace App\Http\Middleware;

use App\ShopApi\ShopContext;
use App\Support\Locales;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/** The shop API answers in the language of Accept-Language: "ua" (or "uk") or "en"; anything else gets the default. */
class ApiLocale
{
    public function handle(Request $request, Closure $next): Response
    {
        $locale = Locales::fromApiHeader($request->header('Accept-Language'));
        app()->setLocale($locale);
        app(ShopContext::class)->locale = $locale;

        $response = $next($request);
        $response->headers->set('Content-Language', Locales::apiCode($locale));
        $response->headers->set('Vary', 'Accept-Language', false);

        return $response;
    }
}
