<?php

namespace Tests\Feature\Ops;

use App\Models\OtpCode;
use Closure;
use Illuminate\Cache\RateLimiter;
use Illuminate\Cache\RedisStore;
use Illuminate\Queue\RedisQueue;
use Illuminate\Redis\RedisManager;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Facades\Route;
use Sentry\State\HubInterface;
use Tests\Feature\Contract\OpenApi;
use Tests\Support\FakeSentryTransport;
use Tests\Support\Loopback;

/** Broken infrastructure, health details and logs as the operations tests set them up and read them. */
final class OpsFixtures
{
    /** A real Redis client whose server is not there. */
    public static function unreachableRedis(): RedisManager
    {
        return new RedisManager(app(), 'phpredis', ['down' => ['host' => '127.0.0.1', 'port' => Loopback::freePort(), 'database' => 0, 'timeout' => 1]]);
    }

    /** Make the default database connection one whose SQLite file does not exist; give back the original name. */
    public static function breakDatabase(): string
    {
        $original = config('database.default');
        config([
            'database.connections.health_down' => ['driver' => 'sqlite', 'database' => '/nonexistent-dir/health.sqlite', 'prefix' => '', 'foreign_key_constraints' => true],
            'database.default' => 'health_down',
        ]);

        return $original;
    }

    /** Make the default cache store a Redis store without a server. */
    public static function breakCache(): void
    {
        $redis = self::unreachableRedis();
        Cache::extend('health-down-redis', fn () => Cache::repository(new RedisStore($redis, 'health', 'down')));
        config(['cache.stores.health_down' => ['driver' => 'health-down-redis'], 'cache.default' => 'health_down']);
    }

    /** Make the default queue connection a Redis queue without a server. */
    public static function breakQueue(): void
    {
        $redis = self::unreachableRedis();
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

    /** The detailed answer (with the token). */
    public static function healthDetail(int $status = 200): \Illuminate\Testing\TestResponse
    {
        $response = test()->getJson('/api/health', ['X-Health-Token' => HEALTH_TOKEN])->assertStatus($status);
        OpenApi::document()->assertResponse($response, 'GET', '/api/health');

        return $response;
    }

    /** Redis connections are read from config when the manager is made: where Redis is already in use (the PostgreSQL +
     *  Redis run) the manager is made again, so the connection added above exists. */
    public static function redisConnectionsReread(): void
    {
        app()->forgetInstance('redis');
        \Illuminate\Support\Facades\Redis::clearResolvedInstance('redis');
    }

    /** The rate limiter on a Redis that refuses connections (a port where nothing listens), as while Redis restarts. */
    public static function redisOutOfReach(): void
    {
        config([
            'database.redis.down' => ['host' => '127.0.0.1', 'port' => 1, 'database' => 0, 'timeout' => 0.5, 'max_retries' => 0],
            'cache.stores.down' => ['driver' => 'redis', 'connection' => 'down'],
        ]);
        self::redisConnectionsReread();
        $limiter = app(RateLimiter::class);
        (fn () => $this->cache = Cache::store('down'))->call($limiter);
    }

    /** Route a test request through a path that logs one line and answers 200. */
    public static function logRoute(): string
    {
        Route::get('/_test/request-id-log', function () {
            Log::warning('request id probe');

            return response()->json(['ok' => true]);
        });

        return '/_test/request-id-log';
    }

    /** The JSON lines the json channel wrote to a fresh file during $call. @return list<array<string, mixed>> */
    public static function jsonLogLines(Closure $call): array
    {
        $path = tempnam(sys_get_temp_dir(), 'json-log-');
        config(['logging.channels.json.handler_with.stream' => $path, 'logging.default' => 'json']);
        Log::forgetChannel('json');
        try {
            $call();
            Log::forgetChannel('json');

            return array_map(fn (string $line) => json_decode($line, true, 512, JSON_THROW_ON_ERROR), file($path, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES));
        } finally {
            @unlink($path);
        }
    }

    public static function retentionRows(): void
    {
        foreach (['old' => now()->subHours(25), 'recent' => now()->subHours(23), 'live' => now()->addMinutes(3)] as $name => $expires) {
            OtpCode::query()->create(['phone' => '38050000000'.strlen($name), 'code_hash' => $name, 'expires_at' => $expires, 'sent_at' => $expires->copy()->subMinutes(5)]);
        }
        foreach (['old' => now()->subDays(731), 'recent' => now()->subDays(729)] as $name => $at) {
            DB::table('staff_audit_log')->insert(['staff_name' => $name, 'action' => 'order.move', 'subject_type' => 'order', 'created_at' => $at]);
        }
        $lifetime = (int) config('session.lifetime');
        DB::table('sessions')->insert([
            ['id' => 'old', 'payload' => '', 'last_activity' => now()->subMinutes($lifetime + 1)->getTimestamp()],
            ['id' => 'fresh', 'payload' => '', 'last_activity' => now()->subMinutes($lifetime - 1)->getTimestamp()],
        ]);
        foreach (['old' => now()->subDays(31), 'recent' => now()->subDays(29)] as $name => $at) {
            DB::table('failed_jobs')->insert(['uuid' => $name, 'connection' => 'redis', 'queue' => 'default', 'payload' => '{}', 'exception' => 'x', 'failed_at' => $at]);
            DB::table('sandbox_payment_orders')->insert(['order_code' => $name, 'amount' => 100, 'currency_code' => 980, 'customer' => '{}', 'created_at' => $at, 'updated_at' => $at]);
            DB::table('sandbox_transactions')->insert(['id' => (string) \Illuminate\Support\Str::uuid(), 'order_code' => $name, 'amount' => 100, 'currency_code' => 980, 'status_id' => 'F', 'created_at' => $at, 'updated_at' => $at]);
        }
    }

    /** Sentry on, with a DSN, sending to a fake transport. */
    public static function sentryOn(): FakeSentryTransport
    {
        $fake = new FakeSentryTransport;
        config(['sentry.dsn' => 'https://public@sentry.test/1', 'sentry.transport' => $fake]);
        app()->forgetInstance(HubInterface::class);
        app(HubInterface::class);

        return $fake;
    }
}
