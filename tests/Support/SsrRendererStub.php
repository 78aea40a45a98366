<?php

namespace Tests\Support;

use Illuminate\Filesystem\Filesystem;
use Illuminate\Support\Str;
use RuntimeException;
use Symfony\Component\Process\Process;

/**
 * A real HTTP server in place of the Node SSR renderer, for the tests of the SSR gateway: PHP's built-in server on a
 * free loopback port (tests/Support/ssr-renderer-stub.php), answering every request with what the test asked for
 * (answer()) and recording what it was sent (requests()). One per test process, started on first use; the test file
 * stops it after its tests.
 */
final class SsrRendererStub
{
    private const START_ATTEMPTS = 3;

    private const READY_SECONDS = 10;

    private static ?self $shared = null;

    private function __construct(public readonly string $url, private readonly Process $process, private readonly string $directory) {}

    public static function shared(): self
    {
        return self::$shared ??= self::start();
    }

    /** A server of the caller's own, which the caller stops (for an answer that keeps the server busy). */
    public static function own(): self
    {
        return self::start();
    }

    public static function stopShared(): void
    {
        self::$shared?->stop();
        self::$shared = null;
    }

    /** The address of a loopback port nothing listens on: a renderer that is down (connection refused). */
    public static function closedUrl(): string
    {
        return 'http://127.0.0.1:'.Loopback::freePort();
    }

    /**
     * What the server answers from now on (a JSON body given as an array is encoded); forgets the requests so far.
     *
     * @param  array<string, mixed>|string  $body
     */
    public function answer(array|string $body, int $status = 200, int $delayMs = 0): void
    {
        $text = is_array($body) ? json_encode($body, JSON_THROW_ON_ERROR) : $body;
        file_put_contents($this->directory.'/answer.json', json_encode(['status' => $status, 'body' => $text, 'delay_ms' => $delayMs], JSON_THROW_ON_ERROR));
        @unlink($this->directory.'/requests.jsonl');
    }

    /**
     * The requests received since the last answer(), oldest first; `page` is the JSON body decoded.
     *
     * @return list<array{method: string, path: string, content_type: string, expect: string|null, page: mixed}>
     */
    public function requests(): array
    {
        $lines = @file($this->directory.'/requests.jsonl', FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) ?: [];

        return array_map(function (string $line) {
            $request = json_decode($line, true, flags: JSON_THROW_ON_ERROR);

            return [...array_diff_key($request, ['body' => true]), 'page' => json_decode($request['body'], true)];
        }, $lines);
    }

    public function stop(): void
    {
        $this->process->stop(5);
        // Not the File facade: after the last test of a file the application, and so every facade, is gone.
        (new Filesystem)->deleteDirectory($this->directory);
    }

    private static function start(): self
    {
        $failures = [];
        // A port found free may be taken before the server binds it: then it exits at once, and another is tried.
        for ($attempt = 1; $attempt <= self::START_ATTEMPTS; $attempt++) {
            $port = Loopback::freePort();
            $directory = sys_get_temp_dir().'/ssr-stub-'.getmypid().'-'.Str::lower(Str::random(8));
            (new Filesystem)->ensureDirectoryExists($directory, 0700);
            // One process, which answers one request at a time: a test of a slow answer takes a server of its own (own()).
            $process = new Process([PHP_BINARY, '-S', '127.0.0.1:'.$port, __DIR__.'/ssr-renderer-stub.php'], null, ['SSR_STUB_DIR' => $directory]);
            $process->setTimeout(null);
            $process->start();
            $server = new self('http://127.0.0.1:'.$port, $process, $directory);
            if ($server->waitUntilReady($port)) {
                return $server;
            }
            $failures[] = "port $port: exit ".var_export($process->getExitCode(), true).' '.trim($process->getErrorOutput().$process->getOutput());
            $server->stop();
        }

        throw new RuntimeException('the SSR renderer stub did not start: '.implode('; ', $failures));
    }

    private function waitUntilReady(int $port): bool
    {
        $deadline = hrtime(true) + self::READY_SECONDS * 1_000_000_000;
        while (hrtime(true) < $deadline) {
            if (! $this->process->isRunning()) {
                return false;
            }
            if (Loopback::accepts($port)) {
                return true;
            }
            usleep(20_000);
        }

        return false;
    }
}
