<?php

namespace App\Staff\Board;

use Illuminate\Contracts\Cache\Repository as Cache;
use Illuminate\Support\Str;

/**
 * The order board's version: a random token in the cache store, replaced after every committed order change. The
 * board polls it (an ETag) and fetches its tickets only when it moved; a poll that finds it unchanged reads
 * nothing else. A new token (not a counter) needs no atomic increment: two changes at once both leave a new one.
 * With no token in the cache (a cold or per-process store), a new one is made, so the board refetches: never stale.
 */
class BoardVersion
{
    private const KEY = 'staff:board:version';

    public function __construct(private Cache $cache) {}

    public function current(): string
    {
        $version = $this->cache->get(self::KEY);
        if (is_string($version) && $version !== '') {
            return $version;
        }
        $this->cache->add(self::KEY, Str::random(16));

        return (string) $this->cache->get(self::KEY);
    }

    public function bump(): void
    {
        $this->cache->forever(self::KEY, Str::random(16));
    }
}
