<?php

namespace Tests;

use Illuminate\Cache\RedisStore;
use Illuminate\Foundation\Testing\TestCase as BaseTestCase;
use Illuminate\Support\Facades\Cache;

abstract class TestCase extends BaseTestCase
{
    /** Console output is not mocked: Mockery is not installable here (see README, "Known gaps"). */
    public $mockConsoleOutput = false;

    protected function setUp(): void
    {
        parent::setUp();

        $this->forgetRedisCacheKeys();
    }

    /**
     * Every test starts with an empty cache, as it does on the array store: on Redis, this test process's keys
     * (cached answers, rate-limit counters, cooldowns) are deleted. Only keys under the cache prefix, which parallel
     * runs make unique per process, so other processes and other apps on the same Redis keep theirs.
     */
    private function forgetRedisCacheKeys(): void
    {
        $store = Cache::store()->getStore();
        if (! $store instanceof RedisStore) {
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
}
