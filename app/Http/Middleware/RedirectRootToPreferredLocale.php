<?php

namespace App\Http\Middleware;

use App\Support\Locales;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * Only the unprefixed root "/" is redirected (302) to another language's home: when the language
 * cookie names it, or when there is no cookie and the browser's Accept-Language prefers it.
 */
class RedirectRootToPreferredLocale
{
    public function handle(Request $request, Closure $next): Response
    {
        if ($request->path() !== '/' || ! in_array($request->method(), ['GET', 'HEAD'], true)) {
            return $next($request);
        }

        $preferred = SetLocale::fromCookie($request) ?? Locales::preferredFromAcceptLanguage($request->header('Accept-Language'));

        if ($preferred !== null && $preferred !== Locales::default()) {
            $query = $request->getQueryString();

            return redirect('/'.Locales::prefix($preferred).($query ? '?'.$query : ''), 302);
        }

        return $next($request);
    }
}
