<?php

namespace App\Http\Controllers\Concerns;

use App\Exceptions\PageNotFoundException;

trait ValidatesSlugs
{
    /** A route parameter must be a kebab-case slug of at most 100 characters, or the page is not found. */
    protected function slug(string $value): string
    {
        if (strlen($value) > 100 || ! preg_match('/^[a-z0-9]+(?:-[a-z0-9]+)*$/', $value)) {
            throw PageNotFoundException::forPath('/'.ltrim(request()->path(), '/'));
        }

        return $value;
    }
}
