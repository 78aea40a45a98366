<?php

namespace Tests\Support;

use Illuminate\Database\Connection;
use Illuminate\Database\Events\TransactionBeginning;
use Illuminate\Database\QueryException;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Event;
use PDOException;

/**
 * The database going away and coming back (a PostgreSQL restart), inside the test's own process: while it is down every
 * statement fails with the QueryException PostgreSQL gives then (SQLSTATE 57P03, "the database system is shutting
 * down"), except those on the `jobs` table, which stands in for the queue backend (Redis in production, which stays
 * up). It goes down when a statement containing a given piece of SQL is about to run (startAt), or right after the next
 * transaction commits, before anything the commit is followed by runs (startAfterCommit: it is the first after-commit
 * callback of every transaction begun from then on).
 */
final class DatabaseOutage
{
    public bool $down = false;

    /** Statements refused while down. */
    public int $refused = 0;

    private ?string $at = null;

    private bool $afterCommit = false;

    public static function install(): self
    {
        $outage = new self;
        DB::beforeExecuting(function (string $query, array $bindings, Connection $connection) use ($outage) {
            $outage->before($query, $bindings, $connection);
        });
        Event::listen(TransactionBeginning::class, function (TransactionBeginning $event) use ($outage) {
            if ($outage->afterCommit) {
                $event->connection->afterCommit(fn () => $outage->committed());
            }
        });

        return $outage;
    }

    /** Down from now. */
    public function start(): self
    {
        $this->down = true;

        return $this;
    }

    /** Down from the next statement that contains $sql (that statement fails). */
    public function startAt(string $sql): self
    {
        $this->at = $sql;

        return $this;
    }

    /** Down right after the next commit. */
    public function startAfterCommit(): self
    {
        $this->afterCommit = true;

        return $this;
    }

    /** The database answers again. */
    public function end(): void
    {
        [$this->down, $this->at, $this->afterCommit] = [false, null, false];
    }

    /** A transaction begun while armed committed: down now, before its after-commit steps (the first one wins). */
    private function committed(): void
    {
        if ($this->afterCommit) {
            [$this->afterCommit, $this->down] = [false, true];
        }
    }

    /** @param  array<mixed>  $bindings */
    private function before(string $query, array $bindings, Connection $connection): void
    {
        if (preg_match('/(?<![A-Za-z0-9_])["`]?jobs["`]?(?![A-Za-z0-9_])/', $query) === 1) {
            return;
        }
        if ($this->at !== null && str_contains($query, $this->at)) {
            [$this->down, $this->at] = [true, null];
        }
        if (! $this->down) {
            return;
        }
        $this->refused++;
        $cause = new PDOException('SQLSTATE[57P03]: Cannot connect now: 7 FATAL:  the database system is shutting down');
        $cause->errorInfo = ['57P03', 7, 'FATAL:  the database system is shutting down'];

        throw new QueryException($connection->getName() ?? 'default', $query, $bindings, $cause);
    }
}
