<?php

namespace App\Staff;

use App\Support\Locales;

/** Staff route names and URLs in the current language (staff.x for uk, en.staff.x for en). */
final class StaffRoutes
{
    public static function name(string $name, ?string $locale = null): string
    {
        return Locales::routeNamePrefix($locale ?? app()->getLocale()).'staff.'.$name;
    }

    /** @param  array<string, mixed>  $parameters */
    public static function url(string $name, array $parameters = [], ?string $locale = null): string
    {
        return route(self::name($name, $locale), $parameters, false);
    }
}
