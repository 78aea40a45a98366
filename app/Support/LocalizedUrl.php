<?php

namespace App\Support;

use Illuminate\Http\Request;
use Illuminate\Routing\Route;

/** URLs of named storefront routes in a given (or the current) language. */
final class LocalizedUrl
{
    /** @param  array<string, mixed>  $parameters */
    public static function route(string $name, array $parameters = [], ?string $locale = null, bool $absolute = false): string
    {
        $locale ??= app()->getLocale();

        return route(Locales::routeNamePrefix($locale).$name, $parameters, $absolute);
    }

    /**
     * The same page in every language, for hreflang alternates and the language switch. The storefront's routes are
     * one list registered under each language's prefix (routes/web.php), so the page is this path under each prefix
     * (cut and joined as text: generating two named routes cost ~0.3 ms a page). A request that matched no route (an
     * error page) gets each language's home.
     *
     * @return array<string, string> locale => absolute URL
     */
    public static function alternates(Request $request): array
    {
        $path = trim($request->path(), '/');
        $prefix = Locales::prefix(Locales::fromPath($path));
        /** @var Route|null $route null on the error page of an address no route takes */
        $route = $request->route();
        $rest = $route === null ? '' : ltrim($prefix === '' ? $path : substr($path, strlen($prefix)), '/');
        $alternates = [];
        foreach (Locales::all() as $locale) {
            $alternates[$locale] = url(trim(Locales::prefix($locale).'/'.$rest, '/'));
        }

        return $alternates;
    }
}
