<?php

namespace App\Support;

/**
 * The storefront's interface languages and how each maps to a URL prefix, a route-name
 * prefix, a language tag and the upstream API's Accept-Language code.
 */
final class Locales
{
    /** @return list<string> */
    public static function all(): array
    {
        return array_map('strval', array_keys(config('shop.locales')));
    }

    public static function default(): string
    {
        return config('shop.default_locale');
    }

    public static function isSupported(mixed $locale): bool
    {
        return is_string($locale) && array_key_exists($locale, config('shop.locales'));
    }

    public static function prefix(string $locale): string
    {
        return config("shop.locales.$locale.prefix");
    }

    /** The route-name prefix: "" for the default locale, "en." for English. */
    public static function routeNamePrefix(string $locale): string
    {
        $prefix = self::prefix($locale);

        return $prefix === '' ? '' : $prefix.'.';
    }

    public static function tag(string $locale): string
    {
        return config("shop.locales.$locale.tag");
    }

    /** The Accept-Language code of the upstream API (uk is sent as "ua"). */
    public static function apiCode(string $locale): string
    {
        return config("shop.locales.$locale.api");
    }

    /** Map an upstream Accept-Language value ("ua", "uk", "en", "en-US,en;q=0.9", garbage) to a locale. */
    public static function fromApiHeader(?string $header): string
    {
        $first = strtolower(trim(explode(',', (string) $header)[0]));
        $first = substr($first, 0, 2);

        foreach (config('shop.locales') as $locale => $settings) {
            if ($first === $locale || $first === $settings['api']) {
                return $locale;
            }
        }

        return self::default();
    }

    /** The locale whose URL prefix starts the given path, or the default locale. */
    public static function fromPath(string $path): string
    {
        $first = explode('/', trim($path, '/'))[0];

        foreach (self::all() as $locale) {
            if (self::prefix($locale) !== '' && $first === self::prefix($locale)) {
                return $locale;
            }
        }

        return self::default();
    }
}
