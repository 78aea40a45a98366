<?php

use Illuminate\Cache\RedisStore;
use Illuminate\Support\Facades\Cache;
use Tests\Support\TestCache;

// Parallel test processes share one Redis: a test empties only its own process's keys, never the whole database
// (Laravel's Cache::flush() on Redis is FLUSHDB, which emptied the other process's cache in the middle of its tests).

it('empties this process\'s cache keys and leaves another process\'s keys on Redis', function () {
    $store = Cache::store()->getStore();
    if (! $store instanceof RedisStore) {
        $this->markTestSkipped('Runs on the Redis cache store (bash scripts/with-pg-redis.sh).');
    }
    Cache::put('mine', 1, 60);
    $connection = $store->connection();
    $connection->set('other-process:key', 'kept');

    TestCache::flush();

    expect(Cache::has('mine'))->toBeFalse()->and($connection->get('other-process:key'))->toBe('kept');
    $connection->del('other-process:key');
});

it('leaves no test calling Cache::flush() directly', function () {
    $offenders = [];
    foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator(base_path('tests'), FilesystemIterator::SKIP_DOTS)) as $file) {
        if ($file->getExtension() !== 'php' || $file->getPathname() === base_path('tests/Support/TestCache.php') || $file->getPathname() === __FILE__) {
            continue;
        }
        if (preg_match('/(?<![A-Za-z0-9_])(Cache::flush\(\)|cache\(\)->flush\(\)|Cache::store\([^)]*\)->flush\(\))/', (string) file_get_contents($file->getPathname())) === 1) {
            $offenders[] = substr($file->getPathname(), strlen(base_path()) + 1);
        }
    }

    expect($offenders)->toBe([]);
});
