<?php

namespace App\Support\Queue;

use Illuminate\Contracts\Bus\Dispatcher;
use Throwable;

/**
 * Queues a job from an after-commit callback, where the change it follows is already committed and nothing may be lost:
 * the job goes to the default queue (Redis in production); when that backend cannot take it (Redis restarting), to
 * the database queue, in the database that has just committed the change, which the scheduler works every minute
 * (routes/console.php). Such a callback reads nothing from the database: what the job needs was read inside the
 * transaction, so a database that goes away right after the commit cannot stop the job from being queued.
 */
class AfterCommitDispatch
{
    /** The queue connection a job falls back to (the jobs table). */
    public const FALLBACK = 'database';

    /** @param  object  $job  a queueable job (Queueable: onConnection) */
    public static function dispatch(object $job): void
    {
        $bus = app(Dispatcher::class);
        try {
            $bus->dispatch($job);

            return;
        } catch (Throwable $e) {
            if (config('queue.default') === self::FALLBACK || ! method_exists($job, 'onConnection')) {
                throw $e;
            }
            report($e);
        }
        $job->onConnection(self::FALLBACK);
        $bus->dispatch($job);
    }
}
