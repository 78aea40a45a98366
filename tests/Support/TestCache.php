<?php

namespace Tests\Support;

use Illuminate\Cache\RedisStore;
use Illuminate\Support\Facades\Cache;

/**
 * Empties the cache of this test process only. On Redis, Laravel's Cache::flush() is FLUSHDB: it would also wipe the
 * keys of the other parallel test processes in the middle of their tests (a "still cached" assertion then fails at
 * random). This deletes only the keys under this process's cache prefix, which parallel testing makes unique.
 */
final class TestCache
{
    public static function flush(): void
    {
        $store = Cache::store()->getStore();
        if (! $store instanceof RedisStore) {
            Cache::flush();

            return;
        }
        // The store is built while the app boots, before parallel testing gives this process its own prefix.
        $store->setPrefix((string) config('cache.prefix'));
        $connection = $store->connection();
        $client = $connection->client();
        $prefix = ($client instanceof \Redis ? (string) $client->getOption(\Redis::OPT_PREFIX) : (string) config('database.redis.options.prefix')).$store->getPrefix();
        $pattern = str_replace(['\\', '*', '?', '['], ['\\\\', '\\*', '\\?', '\\['], $prefix).'*';
        $connection->eval(<<<'LUA'
            local cursor = '0'
            repeat
                local page = redis.call('SCAN', cursor, 'MATCH', ARGV[1], 'COUNT', 1000)
                cursor = page[1]
                if #page[2] > 0 then redis.call('DEL', unpack(page[2])) end
            until cursor == '0'
            return 0
            LUA, 0, $pattern);
    }

    /** What the default cache store holds, for an assertion's failure message: the keys, the generation and revision of the
     *  storefront's cached answers, whether the store the ShopApi writes to is this one, and the clock. */
    public static function cacheState(): string
    {
        $store = \Illuminate\Support\Facades\Cache::store()->getStore();
        $api = app(\App\ShopApi\ShopApi::class);
        $apiStore = $api instanceof \App\ShopApi\CachedShopApi ? (fn () => $this->cache->getStore())->call($api) : null;

        return json_encode([
            'keys' => $store instanceof \Illuminate\Cache\ArrayStore ? array_keys($store->all(false)) : get_class($store),
            'generation' => \Illuminate\Support\Facades\Cache::get('shopapi:generation'),
            'revision' => \Illuminate\Support\Facades\Cache::get('shopapi:revision'),
            'same store as the ShopApi' => $apiStore === $store,
            'now' => now()->toIso8601String(),
        ]);
    }
}
