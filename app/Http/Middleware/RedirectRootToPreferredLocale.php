<?php

namespace App\Http\Middleware;

use App\Support\Locales;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * Only the unprefixed root "/" is redirected (302) to another language's home, when the language cookie names it.
 * Without the cookie the browser chooses from its own language list after the page loads (the page stays one
 * cacheable document for every first visit; resources/js/lib/language-choice.ts).
 */
class RedirectRootToPreferredLocale
{
    public function handle(Request $request, Closure $next): Response
    {
        if ($request->path() !== '/' || ! in_array($request->method(), ['GET', 'HEAD'], true)) {
            return $next($request);
        }

        $preferred = SetLocale::fromCookie($request);

        if ($preferred !== null && $preferred !== Locales::default()) {
            $query = $request->getQueryString();

            return redirect('/'.Locales::prefix($preferred).($query ? '?'.$query : ''), 302);
        }

        return $next($request);
    }
}
