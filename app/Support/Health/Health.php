<?php

namespace App\Support\Health;

use Closure;
use Illuminate\Contracts\Cache\Factory as CacheFactory;
use Illuminate\Contracts\Queue\Factory as QueueFactory;
use Illuminate\Database\ConnectionResolverInterface;
use Illuminate\Queue\DatabaseQueue;
use Illuminate\Queue\RedisQueue;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Str;
use RuntimeException;
use Throwable;

/**
 * What /api/health and `shop:health` report: the database, the cache, the queue's backlog and its oldest job, the
 * scheduler's heartbeat, jobs failed in the last hour, the SSR renderer, free disk for the logs and the photos; each
 * ok, warn or fail against config shop.health. A check that throws fails, its cause logged (never answered).
 */
class Health
{
    /** Where the scheduler's heartbeat (a Unix time) is kept, in the default cache store. */
    public const HEARTBEAT_KEY = 'shop:scheduler-heartbeat';

    /** The parts without which this node cannot serve: only their not answering makes /api/health answer 503 (balancers
     *  and deploy/bin/release.sh read the code; a long queue, one scheduler or a full disk must not take every node out). */
    public const SERVING = ['database', 'cache', 'queue'];

    public function __construct(private ConnectionResolverInterface $db, private CacheFactory $cache, private QueueFactory $queue) {}

    /** @return array<string, Check> */
    public function run(): array
    {
        $checks = [
            'database' => fn () => $this->database(),
            'cache' => fn () => $this->cacheStore(),
            'queue' => fn () => $this->queueBacklog(),
            'queue_oldest' => fn () => $this->oldestJob(),
            'scheduler' => fn () => $this->scheduler(),
            'failed_jobs' => fn () => $this->failedJobs(),
            'ssr' => fn () => $this->ssr(),
            'disk_logs' => fn () => $this->disk(storage_path('logs')),
            'disk_photos' => fn () => $this->photoDisk(),
            'fiscal' => fn () => $this->fiscal(),
        ];

        $results = [];
        foreach ($checks as $name => $probe) {
            $results[$name] = $this->measure($name, $probe);
        }

        return $results;
    }

    /** The worst status of a set of checks.
     *  @param  array<string, Check>  $checks */
    public static function worst(array $checks): string
    {
        $statuses = array_map(fn (Check $c) => $c->status, $checks);

        return in_array(Check::FAIL, $statuses, true) ? Check::FAIL : (in_array(Check::WARN, $statuses, true) ? Check::WARN : Check::OK);
    }

    /** Whether this node can serve: every part of SERVING answers.
     *  @param  array<string, Check>  $checks */
    public static function serving(array $checks): bool
    {
        foreach (self::SERVING as $name) {
            if (($checks[$name] ?? null)?->broken) {
                return false;
            }
        }

        return true;
    }

    /** The scheduler beats every minute (routes/console.php); the check reads how long ago. */
    public function beat(): void
    {
        $this->cache->store()->forever(self::HEARTBEAT_KEY, time());
    }

    private function database(): Check
    {
        $this->db->connection()->select('select 1 as ok');

        return new Check(Check::OK, 'The database answers.');
    }

    private function cacheStore(): Check
    {
        $store = $this->cache->store();
        $key = 'health:'.Str::random(24);
        $value = Str::random(16);
        $stored = $store->put($key, $value, 10);
        $read = $store->get($key);
        $store->forget($key);
        if (! $stored || $read !== $value) {
            throw new RuntimeException('The cache store did not give back the value it was given.');
        }

        return new Check(Check::OK, 'The cache store answers.');
    }

    private function queueBacklog(): Check
    {
        $size = $this->queue->connection()->size();

        return Check::above($size, config('shop.health.queue_backlog'), "$size job(s) waiting.");
    }

    private function oldestJob(): Check
    {
        $queue = $this->queue->connection();
        $createdAt = match (true) {
            $queue instanceof DatabaseQueue => $queue->getDatabase()->table((string) config('queue.connections.'.config('queue.default').'.table', 'jobs'))
                ->whereNull('reserved_at')->min('created_at'),
            $queue instanceof RedisQueue => self::createdAt($queue->getConnection()->lindex($queue->getQueue(null), 0)),
            default => null,
        };
        if ($createdAt === null) {
            return new Check(Check::OK, $queue instanceof DatabaseQueue || $queue instanceof RedisQueue ? 'No job waiting.' : 'This queue driver does not tell the age of its jobs.', 0, config('shop.health.queue_oldest_seconds'));
        }
        $age = max(0, time() - (int) $createdAt);

        return Check::above($age, config('shop.health.queue_oldest_seconds'), "The oldest waiting job is $age s old.");
    }

    private function scheduler(): Check
    {
        $beat = $this->cache->store()->get(self::HEARTBEAT_KEY);
        if (! is_numeric($beat)) {
            return new Check(Check::FAIL, 'The scheduler never beat (is `schedule:work` or the cron line running?).', null, config('shop.health.scheduler_seconds'));
        }
        $age = max(0, time() - (int) $beat);

        return Check::above($age, config('shop.health.scheduler_seconds'), "The scheduler last ran $age s ago.");
    }

    private function failedJobs(): Check
    {
        $failed = (int) $this->db->connection((string) config('queue.failed.database') ?: null)->table((string) config('queue.failed.table', 'failed_jobs'))
            ->where('failed_at', '>=', now()->subHour())->count();

        return Check::above($failed, config('shop.health.failed_jobs'), "$failed job(s) failed in the last hour.");
    }

    /** The renderer down is a warning: pages are then rendered in the browser. */
    private function ssr(): Check
    {
        if (! config('inertia.ssr.enabled')) {
            return new Check(Check::OK, 'Server-side rendering is off.');
        }
        try {
            $ok = Http::timeout(max(1, (int) ceil((float) config('inertia.ssr.timeout'))))->connectTimeout(1)
                ->get(rtrim((string) config('inertia.ssr.url'), '/').'/health')->successful();
        } catch (Throwable) {
            $ok = false;
        }

        return $ok ? new Check(Check::OK, 'The SSR renderer answers.') : new Check(Check::WARN, 'The SSR renderer does not answer: pages are rendered in the browser.');
    }

    /** The fiscal register (docs/fiscal.md): the driver, whether the chain's register answers (Checkbox; read at most once
     *  a minute) or works offline, and the receipts overdue (not DONE SHOP_FISCAL_ALARM_MINUTES after the money moved). */
    private function fiscal(): Check
    {
        $driver = app(\App\Shop\Fiscal\FiscalRegister::class);
        if (! $driver->issues()) {
            return new Check(Check::WARN, 'Fiscal receipts are off (SHOP_FISCAL_DRIVER=off): no receipt is issued.');
        }
        $overdue = \App\Models\FiscalReceipt::query()->whereIn('status', ['pending', 'failed'])
            ->where('created_at', '<=', now()->subMinutes(max(1, (int) config('shop.fiscal.alarm_minutes'))))->count();
        $register = app(\App\Shop\Fiscal\Registers::class)->chain();
        /** @var array{ok: bool, offline: bool, message: string} $status */
        $status = $driver->fiscal()
            ? $this->cache->store()->remember('health:fiscal:'.sha1((string) $register->licenseKey), 60, fn () => $driver->status($register))
            : $driver->status($register);
        $message = config('shop.fiscal.driver').': '.$status['message']."; $overdue receipt(s) overdue.";
        if (! $status['ok']) {
            return new Check(Check::FAIL, $message, $overdue, ['warn' => 1, 'fail' => 1]);
        }
        $check = Check::above($overdue, ['warn' => 1, 'fail' => 1], $message);

        return $status['offline'] && $check->status === Check::OK ? new Check(Check::WARN, $message, $overdue, ['warn' => 1, 'fail' => 1]) : $check;
    }

    private function photoDisk(): Check
    {
        $disk = (string) config('shop.menu.photo_disk');
        $config = (array) config("filesystems.disks.$disk");
        if (($config['driver'] ?? null) !== 'local') {
            return new Check(Check::OK, "The photos are on a remote disk ($disk).");
        }

        return $this->disk((string) $config['root']);
    }

    private function disk(string $path): Check
    {
        $existing = $path;
        while (! is_dir($existing) && dirname($existing) !== $existing) {
            $existing = dirname($existing);
        }
        $free = @disk_free_space($existing);
        if ($free === false) {
            throw new RuntimeException("The free space of $path is unknown.");
        }
        $mb = (int) floor($free / 1048576);

        return Check::below($mb, config('shop.health.disk_free_mb'), "$mb MB free.");
    }

    private function measure(string $name, Closure $probe): Check
    {
        $started = hrtime(true);
        try {
            $check = $probe();
        } catch (Throwable $e) {
            Log::warning("Health check failed: $name", ['exception' => $e::class, 'error' => $e->getMessage()]);
            $check = new Check(Check::FAIL, 'The check failed (see the log).', broken: true);
        }
        $check->ms = round((hrtime(true) - $started) / 1e6, 2);

        return $check;
    }

    private static function createdAt(mixed $payload): ?int
    {
        $data = is_string($payload) ? json_decode($payload, true) : null;

        return is_array($data) && is_numeric($data['createdAt'] ?? null) ? (int) $data['createdAt'] : null;
    }
}
