<?php

use Illuminate\Cache\Events\KeyForgotten;
use Illuminate\Cache\Events\KeyWritten;
use Illuminate\Cache\RedisStore;
use Illuminate\Log\Events\MessageLogged;
use Illuminate\Queue\RedisQueue;
use Illuminate\Redis\RedisManager;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Queue;
use Tests\Feature\Contract\OpenApi;
use Tests\Support\Loopback;

// GET /api/health: 200 only when the database, the cache and the queue answer; 503 naming what does not.

/** A real Redis client whose server is not there. */
function unreachableRedis(): RedisManager
{
    return new RedisManager(app(), 'phpredis', ['down' => ['host' => '127.0.0.1', 'port' => Loopback::freePort(), 'database' => 0, 'timeout' => 1]]);
}

/** Make the default database connection one whose SQLite file does not exist; give back the original name. */
function breakDatabase(): string
{
    $original = config('database.default');
    config([
        'database.connections.health_down' => ['driver' => 'sqlite', 'database' => '/nonexistent-dir/health.sqlite', 'prefix' => '', 'foreign_key_constraints' => true],
        'database.default' => 'health_down',
    ]);

    return $original;
}

/** Make the default cache store a Redis store without a server. */
function breakCache(): void
{
    $redis = unreachableRedis();
    Cache::extend('health-down-redis', fn () => Cache::repository(new RedisStore($redis, 'health', 'down')));
    config(['cache.stores.health_down' => ['driver' => 'health-down-redis'], 'cache.default' => 'health_down']);
}

/** Make the default queue connection a Redis queue without a server. */
function breakQueue(): void
{
    $redis = unreachableRedis();
    Queue::extend('health-down-redis', fn () => new class($redis) implements \Illuminate\Queue\Connectors\ConnectorInterface
    {
        public function __construct(private RedisManager $redis) {}

        public function connect(array $config)
        {
            return new RedisQueue($this->redis, $config['queue'], 'down');
        }
    });
    config(['queue.connections.health_down' => ['driver' => 'health-down-redis', 'queue' => 'default'], 'queue.default' => 'health_down']);
}

it('answers 200 with the time of each check when the database, the cache and the queue answer', function () {
    $response = $this->getJson('/api/health')->assertOk()
        ->assertHeader('Cache-Control', 'no-store, private')
        ->assertJsonPath('status', 'ok');

    foreach (['database', 'cache', 'queue'] as $part) {
        expect($response->json("checks.$part.ok"))->toBeTrue()
            ->and($response->json("checks.$part.ms"))->toBeNumeric()->toBeGreaterThanOrEqual(0);
    }
    OpenApi::document()->assertResponse($response, 'GET', '/api/health');
});

it('leaves no key behind in the cache it checks', function () {
    $written = [];
    $forgotten = [];
    Event::listen(KeyWritten::class, function (KeyWritten $e) use (&$written) {
        $written[] = $e->key;
    });
    Event::listen(KeyForgotten::class, function (KeyForgotten $e) use (&$forgotten) {
        $forgotten[] = $e->key;
    });

    $this->getJson('/api/health')->assertOk();
    $this->getJson('/api/health')->assertOk();

    expect($written)->toHaveCount(2)
        ->and($written[0])->not->toBe($written[1])
        ->and($forgotten)->toBe($written)
        ->and(Cache::has($written[0]))->toBeFalse();
});

it('answers 503 naming the database when the database does not answer', function () {
    $original = breakDatabase();
    try {
        $response = $this->getJson('/api/health');
    } finally {
        config(['database.default' => $original]);
    }

    $response->assertStatus(503)
        ->assertJsonPath('status', 'fail')
        ->assertJsonPath('failing', ['database'])
        ->assertJsonPath('checks.database.ok', false)
        ->assertJsonPath('checks.cache.ok', true)
        ->assertJsonPath('checks.queue.ok', true);
    expect($response->json('message'))->toContain('database');
    OpenApi::document()->assertResponse($response, 'GET', '/api/health');
});

it('answers 503 naming the cache when the cache store does not answer', function () {
    breakCache();

    $response = $this->getJson('/api/health');

    $response->assertStatus(503)
        ->assertJsonPath('failing', ['cache'])
        ->assertJsonPath('checks.cache.ok', false)
        ->assertJsonPath('checks.database.ok', true)
        ->assertJsonPath('checks.queue.ok', true);
    OpenApi::document()->assertResponse($response, 'GET', '/api/health');
});

it('answers 503 naming the queue when the queue connection does not answer', function () {
    breakQueue();

    $response = $this->getJson('/api/health');

    $response->assertStatus(503)
        ->assertJsonPath('failing', ['queue'])
        ->assertJsonPath('checks.queue.ok', false)
        ->assertJsonPath('checks.database.ok', true)
        ->assertJsonPath('checks.cache.ok', true);
    OpenApi::document()->assertResponse($response, 'GET', '/api/health');
});

it('names every failing part when several fail at once', function () {
    breakCache();
    breakQueue();

    $this->getJson('/api/health')->assertStatus(503)->assertJsonPath('failing', ['cache', 'queue']);
});

it('logs why a part failed but does not put the cause in the answer', function () {
    $logged = [];
    Event::listen(MessageLogged::class, function (MessageLogged $event) use (&$logged) {
        $logged[] = $event;
    });
    $original = breakDatabase();
    try {
        $response = $this->getJson('/api/health')->assertStatus(503);
    } finally {
        config(['database.default' => $original]);
    }

    $warning = collect($logged)->first(fn (MessageLogged $e) => $e->message === 'Health check failed: database');
    expect($warning)->not->toBeNull()
        ->and($warning->level)->toBe('warning')
        ->and($warning->context['error'])->toContain('/nonexistent-dir/health.sqlite')
        ->and($response->getContent())->not->toContain('nonexistent-dir');
});

it('is never rate limited, whatever the limits', function () {
    foreach (array_keys((array) config('shop.rate_limits')) as $name) {
        config(["shop.rate_limits.$name.per_minute" => 1]);
    }

    foreach (range(1, 5) as $i) {
        $this->getJson('/api/health')->assertOk();
    }
});
