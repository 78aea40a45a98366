<?php

namespace App\Http\Controllers\Concerns;

use App\Exceptions\PageNotFoundException;
use App\Support\LocalizedUrl;

trait ValidatesSlugs
{
    /** A route parameter must be a kebab-case slug of at most shop.menu.slug_max characters, or the page is not found. */
    protected function slug(string $value): string
    {
        if (strlen($value) > config('shop.menu.slug_max') || ! preg_match(config('shop.menu.slug_pattern'), $value)) {
            throw PageNotFoundException::forPath('/'.ltrim(request()->path(), '/'));
        }

        return $value;
    }

    /** An old slug's URL: a 301 to the record's current one, in the same language, with the same query.
     *  @param  array<string, mixed>  $parameters */
    protected function movedTo(string $route, array $parameters): \Illuminate\Http\RedirectResponse
    {
        $query = request()->getQueryString();

        return redirect(LocalizedUrl::route($route, $parameters).($query ? '?'.$query : ''), 301);
    }
}
