<?php

namespace App\Support;

/** The old site's /tproduct/... paths, looked up in a PHP array (a hash table, kept in opcache). */
class LegacyRedirects
{
    /** @var array<string, string>|null */
    private ?array $table = null;

    public function productSlug(string $path): ?string
    {
        $this->table ??= require config('shop.legacy.tproduct_table');
        $key = rtrim(strtolower(rawurldecode($path)), '/');

        return $this->table[$key] ?? null;
    }
}
