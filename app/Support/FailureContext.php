<?php

namespace App\Support;

use Illuminate\Contracts\Queue\Job;
use Illuminate\Queue\Events\JobExceptionOccurred;
use Illuminate\Queue\Jobs\SyncJob;
use Illuminate\Support\Facades\Log;
use Throwable;
use WeakMap;

/**
 * What a reported failure was about (the order, the provider, the job and its attempt), kept beside the exception
 * until it is reported: the exception handler adds it to the log line (bootstrap/app.php, `context`) and
 * ErrorReporting::beforeSend to the Sentry event (as the "failure" context, scrubbed like the rest).
 *
 * A queued job that fails and will be tried again is not an error yet: its exception is logged as a warning with
 * the attempt, and only the last attempt's (the job gives up, `failed()` runs) is reported (bootstrap/app.php,
 * `dontReportWhen`).
 */
final class FailureContext
{
    /** @var WeakMap<Throwable, array<string, scalar|null>>|null */
    private static ?WeakMap $context = null;

    /** @var WeakMap<Throwable, true>|null */
    private static ?WeakMap $retried = null;

    /**
     * Note what $e is about (merged with what was noted before); answers $e, for `report(FailureContext::add($e, …))`.
     *
     * @template T of Throwable
     *
     * @param  T  $e
     * @param  array<string, scalar|null>  $context
     * @return T
     */
    public static function add(Throwable $e, array $context): Throwable
    {
        self::$context ??= new WeakMap;
        self::$context[$e] = $context + (self::$context[$e] ?? []);

        return $e;
    }

    /** @return array<string, scalar|null> what $e is about: its provider, then what was noted */
    public static function of(Throwable $e): array
    {
        $context = $e instanceof ProviderError ? ['provider' => $e->provider()] : [];

        return $context + (self::$context[$e] ?? []);
    }

    /** Whether $e failed a queued job that will be tried again (logged as a warning, not reported). */
    public static function retried(Throwable $e): bool
    {
        return isset(self::$retried[$e]);
    }

    /** The queue's JobExceptionOccurred (before the worker reports the exception): note the job and its attempt. */
    public static function jobFailed(JobExceptionOccurred $event): void
    {
        $job = $event->job;
        $e = $event->exception;
        self::add($e, ['job' => $job->resolveName(), 'queue' => $job->getQueue(), 'attempt' => $job->attempts(), 'tries' => $job->maxTries()]);
        if (self::willRetry($job)) {
            self::$retried ??= new WeakMap;
            self::$retried[$e] = true;
            Log::warning(sprintf('Job %s failed on attempt %d and will be tried again: %s', $job->resolveName(), $job->attempts(), $e->getMessage()),
                self::of($e) + ['exception' => $e::class]);
        }
    }

    /** A job that has not failed for good (not its last attempt) is released and tried again by the worker. */
    private static function willRetry(Job $job): bool
    {
        return ! $job instanceof SyncJob && ! $job->hasFailed() && ! $job->isDeleted();
    }
}
