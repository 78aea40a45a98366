<?php

namespace App\Staff\Feeds;

use Illuminate\Contracts\Cache\Repository as Cache;

/**
 * The body of a live staff feed (the board's, the overview's), built once per version and shared by everyone who
 * would be shown the same one: the key is the feed's ETag without who asks (role, restaurants, filters, language).
 * Ten boards polling after an order moved cost one build, not ten, and a build reads only the open orders. A body is
 * kept for SECONDS at most, so what changes without moving the version (a restaurant's name) shows within a minute.
 */
final class SharedFeed
{
    public const SECONDS = 60;

    public function __construct(private Cache $cache) {}

    /**
     * @template T
     *
     * @param  array<int|string, mixed>  $key  what makes two bodies differ
     * @param  \Closure(): T  $build
     * @return T
     */
    public function remember(string $feed, array $key, \Closure $build): mixed
    {
        return $this->cache->remember('staff:feed:'.$feed.':'.sha1((string) json_encode($key)), self::SECONDS, $build);
    }
}
