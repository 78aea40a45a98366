<?php

namespace Tests\Support;

use RuntimeException;
use Symfony\Component\Process\Process;

/**
 * Fire one action from several PHP processes at the same moment (each its own app, connection and cache client, as
 * several requests on several workers would): every worker boots (tests/Support/race-worker.php), waits for the
 * start file, runs RaceActions::$action with the arguments and prints its outcome. Answers the outcomes; fails when
 * a worker wrote an ERROR line or would have sent a Sentry event (the log budget, tests/Support/ReportBudget.php).
 */
final class RaceWorkers
{
    /**
     * $arguments['staff'] may be a list: worker i acts as its i-th staff member. The workers' clock is the test's
     * (SHOP_TEST_NOW, frozen).
     *
     * @param  array<string, mixed>  $arguments
     * @return list<array{status: int, message: string}>
     */
    public static function fire(int $workers, string $action, array $arguments): array
    {
        $start = tempnam(sys_get_temp_dir(), 'sunrise-race-go-');
        if ($start === false) {
            throw new RuntimeException('No start file.');
        }
        unlink($start);
        $env = self::environment(RaceDatabase::environment() + ['RACE_START' => $start, 'SHOP_TEST_NOW' => now()->toIso8601String(), 'SHOP_TEST_NOW_SINCE' => '']);
        $processes = [];
        for ($i = 0; $i < $workers; $i++) {
            $mine = is_array($arguments['staff'] ?? null) ? ['staff' => $arguments['staff'][$i % count($arguments['staff'])]] + $arguments : $arguments;
            // $arguments['each'] may be a list too: worker i gets its i-th entry (several kinds of one action at once).
            $mine = is_array($arguments['each'] ?? null) ? ['each' => $arguments['each'][$i % count($arguments['each'])]] + $mine : $mine;
            $process = new Process([PHP_BINARY, __DIR__.'/race-worker.php', $action, json_encode($mine, JSON_THROW_ON_ERROR)], base_path(), $env);
            $process->setTimeout(300);
            $process->start();
            $processes[] = $process;
        }
        // Every worker is booted and waiting (it says so on stderr), then all start at once.
        $deadline = microtime(true) + 240;
        while (array_filter($processes, fn (Process $p) => $p->isRunning() && ! str_contains($p->getErrorOutput(), 'ready')) !== [] && microtime(true) < $deadline) {
            usleep(20_000);
        }
        touch($start);
        $outcomes = [];
        foreach ($processes as $process) {
            $process->wait();
            $line = trim((string) strrchr("\n".trim($process->getOutput()), "\n"));
            $outcome = json_decode($line, true);
            if (! is_array($outcome)) {
                throw new RuntimeException("A race worker answered nothing readable:\n".$process->getOutput()."\n".$process->getErrorOutput());
            }
            if (($outcome['reports'] ?? []) !== []) {
                // The log budget (ReportBudget): a race's refusals are answers, not errors.
                throw new RuntimeException("A race worker ($action) wrote an ERROR line or a Sentry event:\n".implode("\n", (array) $outcome['reports']));
            }
            $outcomes[] = ['status' => (int) $outcome['status'], 'message' => (string) $outcome['message']];
        }
        @unlink($start);

        return $outcomes;
    }

    /** The test process's settings for a child process, with $overrides. @param  array<string, string>  $overrides
     *  @return array<string, string> */
    public static function environment(array $overrides): array
    {
        return $overrides + [
            'APP_ENV' => 'testing',
            'APP_KEY' => (string) config('app.key'),
            'APP_DEBUG' => 'false',
            'CACHE_STORE' => (string) config('cache.default') === 'array' ? 'file' : (string) config('cache.default'),
            'CACHE_PREFIX' => 'sunrise_race_'.getmypid().'_',
            'REDIS_CLIENT' => (string) config('database.redis.client'),
            'REDIS_HOST' => (string) config('database.redis.default.host'),
            'REDIS_PORT' => (string) config('database.redis.default.port'),
            'QUEUE_CONNECTION' => 'database',
            'SESSION_DRIVER' => 'array',
            'MAIL_MAILER' => 'array',
            'SMS_DRIVER' => 'log',
            'PAYMENT_DRIVER' => 'sandbox',
            'BCRYPT_ROUNDS' => '4',
            'LOG_CHANNEL' => 'null',
        ];
    }
}
