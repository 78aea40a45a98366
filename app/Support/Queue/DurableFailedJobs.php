<?php

namespace App\Support\Queue;

use DateTimeInterface;
use Illuminate\Database\ConnectionResolverInterface;
use Illuminate\Queue\Failed\CountableFailedJobProvider;
use Illuminate\Queue\Failed\FailedJobProviderInterface;
use Illuminate\Queue\Failed\PrunableFailedJobProvider;
use Illuminate\Support\Facades\Date;
use Illuminate\Support\Facades\Log;
use Throwable;

/**
 * The failed-job log (failed_jobs, `php artisan queue:failed`) that keeps a job which fails while its database is out
 * of reach. The worker deletes a failed job from the queue before it records it: when failed_jobs cannot take the
 * record (PostgreSQL restarting), the record is written to a file on this node's disk (storage/app/failed-jobs, one
 * JSON file per job) and moved into failed_jobs as soon as the database answers again: by the next failure recorded,
 * and by every queue worker of the node between jobs (App\Providers\AppServiceProvider, the worker's Looping event,
 * at most every FLUSH_EVERY seconds). A job is never lost between the queue and failed_jobs.
 */
class DurableFailedJobs implements CountableFailedJobProvider, FailedJobProviderInterface, PrunableFailedJobProvider
{
    /** Seconds between a worker's tries to move kept records into failed_jobs. */
    public const FLUSH_EVERY = 5;

    private float $flushedAt = 0.0;

    public function __construct(
        private FailedJobProviderInterface&CountableFailedJobProvider&PrunableFailedJobProvider $inner,
        private ConnectionResolverInterface $db,
        private ?string $database,
        private string $table,
        private string $directory,
    ) {}

    public function log($connection, $queue, $payload, $exception)
    {
        try {
            $uuid = $this->inner->log($connection, $queue, $payload, $exception);
        } catch (Throwable $e) {
            return $this->keep((string) $connection, (string) $queue, (string) $payload, $exception, $e);
        }
        $this->moveKept(force: true);

        return $uuid;
    }

    /** Move the records kept on disk into failed_jobs; how many were moved (0 while the database is still away). */
    public function moveKept(bool $force = false): int
    {
        $now = microtime(true);
        if (! $force && $now - $this->flushedAt < self::FLUSH_EVERY) {
            return 0;
        }
        $this->flushedAt = $now;
        $files = glob($this->directory.'/*.json') ?: [];
        $moved = 0;
        foreach ($files as $file) {
            $record = json_decode((string) @file_get_contents($file), true);
            if (! is_array($record) || ! isset($record['uuid'])) {
                continue;
            }
            try {
                // The uuid is unique: a record moved by another worker of the node is not written twice.
                $this->db->connection($this->database)->table($this->table)->insertOrIgnore($record);
            } catch (Throwable) {
                return $moved;
            }
            @unlink($file);
            $moved++;
        }
        if ($moved > 0) {
            Log::warning("$moved failed job(s) kept on disk while the database was away are now in failed_jobs.");
        }

        return $moved;
    }

    /** The records still waiting on this node's disk. */
    public function kept(): int
    {
        return count(glob($this->directory.'/*.json') ?: []);
    }

    private function keep(string $connection, string $queue, string $payload, Throwable $exception, Throwable $why): string
    {
        $uuid = (string) (json_decode($payload, true)['uuid'] ?? bin2hex(random_bytes(16)));
        $record = [
            'uuid' => $uuid,
            'connection' => $connection,
            'queue' => $queue,
            'payload' => $payload,
            'exception' => (string) mb_convert_encoding((string) $exception, 'UTF-8'),
            'failed_at' => Date::now()->format('Y-m-d H:i:s'),
        ];
        if (! is_dir($this->directory)) {
            @mkdir($this->directory, 0775, true);
        }
        $file = $this->directory.'/'.preg_replace('/[^A-Za-z0-9-]/', '', $uuid).'.json';
        $tmp = $file.'.'.getmypid().'.tmp';
        if (@file_put_contents($tmp, json_encode($record, JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE)) === false || ! @rename($tmp, $file)) {
            @unlink($tmp);
            Log::critical('A failed job could be recorded neither in failed_jobs nor on disk: its payload is in this line.', ['uuid' => $uuid, 'payload' => $payload, 'error' => $why->getMessage()]);

            throw $why;
        }
        Log::error('failed_jobs is out of reach: the failed job is kept on disk until it is back.', ['uuid' => $uuid, 'file' => $file, 'error' => $why->getMessage()]);

        return $uuid;
    }

    /** @return array<int, int|string> */
    public function ids($queue = null)
    {
        return $this->inner->ids($queue);
    }

    /** @return array<int, object> */
    public function all()
    {
        return $this->inner->all();
    }

    public function find($id)
    {
        return $this->inner->find($id);
    }

    public function forget($id)
    {
        return $this->inner->forget($id);
    }

    public function flush($hours = null)
    {
        // FailedJobProviderInterface::flush (queue:flush): empties failed_jobs. Kept records are moved by moveKept().
        $this->inner->flush($hours);
    }

    public function count($connection = null, $queue = null)
    {
        return $this->inner->count($connection, $queue);
    }

    public function prune(DateTimeInterface $before)
    {
        return $this->inner->prune($before);
    }
}
