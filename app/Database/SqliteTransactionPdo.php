<?php

namespace App\Database;

use PDO;
use PDOException;

/**
 * SQLite's PDO with the configured transaction mode on PHP below 8.4, where Laravel ignores `transaction_mode` and
 * PDO::beginTransaction() sends a plain (DEFERRED) BEGIN. A deferred transaction that reads and then writes cannot
 * wait for the write lock when another writer committed meanwhile: SQLite answers "database is locked" at once,
 * busy_timeout or not. BEGIN IMMEDIATE takes the write lock first, waiting up to busy_timeout for it.
 */
final class SqliteTransactionPdo extends PDO
{
    private string $mode = 'DEFERRED';

    private bool $open = false;

    public function useTransactionMode(string $mode): void
    {
        $mode = strtoupper($mode);
        if (! in_array($mode, ['DEFERRED', 'IMMEDIATE', 'EXCLUSIVE'], true)) {
            throw new PDOException("Unknown SQLite transaction mode \"{$mode}\": use DEFERRED, IMMEDIATE or EXCLUSIVE.");
        }
        $this->mode = $mode;
    }

    public function beginTransaction(): bool
    {
        if ($this->open) {
            throw new PDOException('There is already an active transaction');
        }
        $this->exec("BEGIN {$this->mode} TRANSACTION");
        $this->open = true;

        return true;
    }

    public function commit(): bool
    {
        if (! $this->open) {
            throw new PDOException('There is no active transaction');
        }
        // A failed COMMIT (the database busy) leaves the transaction open, to be rolled back.
        $this->exec('COMMIT');
        $this->open = false;

        return true;
    }

    public function rollBack(): bool
    {
        if (! $this->open) {
            throw new PDOException('There is no active transaction');
        }
        try {
            $this->exec('ROLLBACK');
        } catch (PDOException $e) {
            // SQLite rolled back on its own (an I/O or full-disk error): the transaction is over all the same.
            if (! str_contains($e->getMessage(), 'no transaction is active')) {
                throw $e;
            }
        } finally {
            $this->open = false;
        }

        return true;
    }

    public function inTransaction(): bool
    {
        return $this->open;
    }
}
