<?php

namespace Tests\Support;

use Illuminate\Support\Facades\DB;
use RuntimeException;
use Symfony\Component\Process\Process;

/**
 * A database of its own, committed, for tests that fire one action from several processes at once (RaceWorkers): the
 * test's usual database lives in a transaction no other connection can see. On PostgreSQL a fresh database beside the
 * test's, on SQLite a temporary file; migrated and seeded once per test process, then dropped at its end. While a test
 * uses it, it is the default connection ("race"); use() gives the test's own connection back afterwards.
 */
final class RaceDatabase
{
    public const CONNECTION = 'race';

    private static ?string $name = null;

    private static ?string $previous = null;

    /** Make the race database the default connection (created, migrated and seeded on first use). */
    public static function use(): void
    {
        $base = config('database.connections.'.config('database.default'));
        if (self::$name === null) {
            self::$name = self::create($base);
            self::migrate($base);
            register_shutdown_function(fn () => self::drop($base));
        }
        config(['database.connections.'.self::CONNECTION => ['database' => self::$name] + $base]);
        DB::purge(self::CONNECTION);
        self::$previous ??= (string) config('database.default');
        DB::setDefaultConnection(self::CONNECTION);
    }

    /** The test's own connection again (its transaction is rolled back by RefreshDatabase as usual). */
    public static function release(): void
    {
        if (self::$previous !== null) {
            DB::setDefaultConnection(self::$previous);
            self::$previous = null;
        }
    }

    /** What a worker process needs to reach the race database, as environment variables. @return array<string, string> */
    public static function environment(): array
    {
        $connection = config('database.connections.'.self::CONNECTION);

        return array_filter([
            'DB_CONNECTION' => (string) $connection['driver'],
            'DB_DATABASE' => (string) $connection['database'],
            'DB_HOST' => isset($connection['host']) ? (string) $connection['host'] : null,
            'DB_PORT' => isset($connection['port']) ? (string) $connection['port'] : null,
            'DB_USERNAME' => isset($connection['username']) ? (string) $connection['username'] : null,
            'DB_PASSWORD' => isset($connection['password']) ? (string) $connection['password'] : null,
            'DB_URL' => '',
        ], fn ($v) => $v !== null);
    }

    /** @param  array<string, mixed>  $base */
    private static function create(array $base): string
    {
        if ($base['driver'] === 'sqlite') {
            $file = tempnam(sys_get_temp_dir(), 'sunrise-race-');
            if ($file === false) {
                throw new RuntimeException('No temporary file for the race database.');
            }

            return $file;
        }
        $name = 'race_'.getmypid().'_'.bin2hex(random_bytes(3));
        // A connection of its own: CREATE DATABASE cannot run inside the test's transaction.
        config(['database.connections.race_admin' => $base]);
        DB::connection('race_admin')->statement('CREATE DATABASE "'.$name.'"');

        return $name;
    }

    /** @param  array<string, mixed>  $base */
    private static function migrate(array $base): void
    {
        config(['database.connections.'.self::CONNECTION => ['database' => self::$name] + $base]);
        $process = new Process([PHP_BINARY, 'artisan', 'migrate', '--seed', '--force', '--no-interaction'], base_path(), RaceWorkers::environment(self::environmentFor($base)));
        $process->setTimeout(600);
        $process->mustRun();
    }

    /** @param  array<string, mixed>  $base
     *  @return array<string, string> */
    private static function environmentFor(array $base): array
    {
        $previous = config('database.connections.'.self::CONNECTION);
        config(['database.connections.'.self::CONNECTION => ['database' => self::$name] + $base]);
        $env = self::environment();
        config(['database.connections.'.self::CONNECTION => $previous]);

        return $env;
    }

    /** @param  array<string, mixed>  $base */
    private static function drop(array $base): void
    {
        if (self::$name === null) {
            return;
        }
        if ($base['driver'] === 'sqlite') {
            @unlink(self::$name);

            return;
        }
        try {
            DB::purge(self::CONNECTION);
            DB::connection('race_admin')->statement('DROP DATABASE IF EXISTS "'.self::$name.'" WITH (FORCE)');
        } catch (\Throwable) {
            // The cluster of the run is removed with its data directory anyway (scripts/with-pg-redis.sh).
        }
    }
}
