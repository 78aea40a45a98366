<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use Closure;
use Illuminate\Contracts\Cache\Factory as CacheFactory;
use Illuminate\Contracts\Queue\Factory as QueueFactory;
use Illuminate\Database\ConnectionResolverInterface;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Str;
use Throwable;

/**
 * GET /api/health for load balancers and monitors: 200 only when the database, the cache store and the queue
 * connection all answer (each check's time in ms), otherwise 503 naming the failing parts. Details of a
 * failure go to the log, never into the answer.
 */
class HealthController extends Controller
{
    public function __construct(
        private ConnectionResolverInterface $db,
        private CacheFactory $cache,
        private QueueFactory $queue,
    ) {}

    public function __invoke(): JsonResponse
    {
        $checks = [
            'database' => $this->check('database', fn () => $this->db->connection()->select('select 1 as ok')),
            'cache' => $this->check('cache', function () {
                $store = $this->cache->store();
                $key = 'health:'.Str::random(24);
                $value = Str::random(16);
                $stored = $store->put($key, $value, 10);
                $read = $store->get($key);
                $store->forget($key);
                if (! $stored || $read !== $value) {
                    throw new \RuntimeException('The cache store did not give back the value it was given.');
                }
            }),
            'queue' => $this->check('queue', fn () => $this->queue->connection()->size()),
        ];
        $failing = array_keys(array_filter($checks, fn (array $check) => ! $check['ok']));

        return response()->json(
            $failing === []
                ? ['status' => 'ok', 'checks' => $checks]
                : ['status' => 'fail', 'message' => 'Unavailable: '.implode(', ', $failing).'.', 'failing' => $failing, 'checks' => $checks],
            $failing === [] ? 200 : 503,
            ['Cache-Control' => 'no-store'],
        );
    }

    /** @return array{ok: bool, ms: float} */
    private function check(string $name, Closure $probe): array
    {
        $started = hrtime(true);
        try {
            $probe();
            $ok = true;
        } catch (Throwable $e) {
            $ok = false;
            Log::warning("Health check failed: $name", ['exception' => $e::class, 'error' => $e->getMessage()]);
        }

        return ['ok' => $ok, 'ms' => round((hrtime(true) - $started) / 1e6, 2)];
    }
}
