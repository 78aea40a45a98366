<?php

use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Symfony\Component\Process\Process;

// The embedded default (one SQLite file for the shop, the cache, the sessions and the queue) written by several
// processes at once: every writer waits its turn (IMMEDIATE transactions, busy_timeout), none is told "database is
// locked", and no write is lost. Each writer is tests/Feature/Database/sqlite-writer.php on a file of this test's own.

const SQLITE_WRITERS = 6;
const SQLITE_WRITER_ROUNDS = 5;

beforeEach(function () {
    $this->directory = sys_get_temp_dir().'/sqlite-writers-'.Str::random(8);
    mkdir($this->directory);
    $this->database = $this->directory.'/shop.sqlite';
    touch($this->database);
    $this->env = [
        'APP_ENV' => 'testing', 'DB_CONNECTION' => 'sqlite', 'DB_DATABASE' => $this->database,
        'CACHE_STORE' => 'database', 'SESSION_DRIVER' => 'database', 'QUEUE_CONNECTION' => 'database', 'MAIL_MAILER' => 'array',
        // The writers' own cache prefix: under parallel testing this process's prefix carries its token, theirs would not.
        'CACHE_PREFIX' => 'sqlite_writers_', 'LOG_CHANNEL' => 'stderr', 'SHOP_TEST_NOW' => '2026-06-10 12:00', 'SHOP_TEST_NOW_SINCE' => (string) time(),
        'SHOP_RATE_LIMITS' => '{"orders":{"per_minute":1000,"per_hour":10000},"checkout":{"per_minute":10000}}', 'SHOP_SLOT_CAPACITY' => '1000',
    ];
    $migrate = new Process(['php', 'artisan', 'migrate:fresh', '--seed', '--force', '--no-interaction'], base_path(), $this->env, timeout: 180);
    $migrate->mustRun();
    config(['database.connections.writers' => ['driver' => 'sqlite', 'database' => $this->database, 'prefix' => '', 'foreign_key_constraints' => true, 'busy_timeout' => 10000]]);
    DB::connection('writers')->table('cache')->insert(['key' => $this->env['CACHE_PREFIX'].'sqlite-writers', 'value' => serialize(0), 'expiration' => time() + 3600]);
});

afterEach(function () {
    DB::purge('writers');
    foreach (glob($this->directory.'/*') ?: [] as $file) {
        unlink($file);
    }
    rmdir($this->directory);
});

it('takes orders, cache counters and sessions from several processes at once without a lock error or a lost write', function () {
    $writers = [];
    foreach (range(1, SQLITE_WRITERS) as $writer) {
        $process = new Process(['php', __DIR__.'/sqlite-writer.php', (string) $writer, (string) SQLITE_WRITER_ROUNDS, $this->directory], base_path(), $this->env, timeout: 180);
        $process->start();
        $writers[$writer] = $process;
    }
    $until = microtime(true) + 60;
    while (count(glob($this->directory.'/ready-*') ?: []) < SQLITE_WRITERS && microtime(true) < $until) {
        usleep(20_000);
    }
    touch($this->directory.'/go');

    $output = '';
    foreach ($writers as $writer => $process) {
        $process->wait();
        $output .= $process->getOutput().$process->getErrorOutput();
        expect($process->getExitCode())->toBe(0, "writer $writer: ".$process->getOutput().$process->getErrorOutput());
    }

    $expected = SQLITE_WRITERS * SQLITE_WRITER_ROUNDS;
    $db = DB::connection('writers');
    expect($output)->not->toContain('database is locked')
        ->and($db->table('orders')->where('name', 'like', 'Writer %')->count())->toBe($expected)
        ->and($db->table('orders')->where('name', 'like', 'Writer %')->distinct()->count('idempotency_key'))->toBe($expected)
        ->and($db->table('order_lines')->whereIn('order_id', $db->table('orders')->where('name', 'like', 'Writer %')->select('id'))->count())->toBe($expected)
        ->and(unserialize($db->table('cache')->where('key', $this->env['CACHE_PREFIX'].'sqlite-writers')->value('value')))->toBe($expected)
        ->and($db->table('sessions')->count())->toBe($expected)
        ->and($db->table('jobs')->count())->toBe($expected);
});
