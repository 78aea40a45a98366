<?php

namespace App\Support;

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

    /** The route name without its language prefix ("en.menu.category" → "menu.category"). */
    public static function baseName(?Route $route): ?string
    {
        $name = $route?->getName();
        if ($name === null) {
            return null;
        }

        foreach (Locales::all() as $locale) {
            $prefix = Locales::routeNamePrefix($locale);
            if ($prefix !== '' && str_starts_with($name, $prefix)) {
                return substr($name, strlen($prefix));
            }
        }

        return $name;
    }

    /** The same page in every language, for hreflang alternates and the language switch.
     *  @return array<string, string> locale => absolute URL */
    public static function alternates(?Route $route): array
    {
        $base = self::baseName($route);
        $parameters = $route?->parameters() ?? [];
        $alternates = [];

        foreach (Locales::all() as $locale) {
            $alternates[$locale] = $base !== null
                ? self::route($base, $parameters, $locale, absolute: true)
                : url('/'.Locales::prefix($locale));
        }

        return $alternates;
    }
}
