<?php

namespace Tests\Support;

use Aws\S3\S3Client;
use Illuminate\Filesystem\Filesystem;
use Illuminate\Support\Str;
use RuntimeException;
use Symfony\Component\Process\Process;

/**
 * A real S3-protocol server for the tests of a file: s3rver (npm, a devDependency: `npm ci` installs it) listening
 * on a free loopback port with its buckets in a temporary folder. Started by the first test that asks for it, ready
 * once it answers over HTTP, stopped (and its folder removed) by stop(), which the test file calls after its tests.
 */
final class S3Server
{
    /** The one key pair s3rver accepts (it checks the signature); real credentials never reach it. */
    public const KEY = 'S3RVER';

    private const START_ATTEMPTS = 3;

    private const READY_SECONDS = 20;

    private static ?self $shared = null;

    private function __construct(public readonly string $endpoint, private readonly Process $process, private readonly string $directory) {}

    /** The s3rver script npm installed, or null when it is absent. */
    public static function binary(): ?string
    {
        $script = base_path('node_modules/s3rver/bin/s3rver.js');

        return is_file($script) ? $script : null;
    }

    /** Why a test cannot have the server, or null when it can. */
    public static function unavailable(): ?string
    {
        if (self::binary() === null) {
            return 's3rver is not installed (node_modules/s3rver: `npm ci` installs it from package.json devDependencies)';
        }

        return (new \Symfony\Component\Process\ExecutableFinder)->find('node') === null ? 'node is not on PATH (s3rver runs on Node.js)' : null;
    }

    /** The server of this test process, started on first use. */
    public static function shared(): self
    {
        return self::$shared ??= self::start();
    }

    public static function stopShared(): void
    {
        self::$shared?->stop();
        self::$shared = null;
    }

    /** A new empty bucket, so every test starts from nothing. */
    public function bucket(): string
    {
        $bucket = 'photos-'.Str::lower(Str::random(12));
        $this->client()->createBucket(['Bucket' => $bucket]);

        return $bucket;
    }

    /**
     * The settings of a Laravel s3 disk on $bucket of this server; its public URL (AWS_URL) is the bucket's address
     * on the server, a host other than the app's, as a CDN's would be.
     *
     * @return array<string, mixed>
     */
    public function disk(string $bucket, bool $withUrl = true): array
    {
        return [
            'driver' => 's3', 'key' => self::KEY, 'secret' => self::KEY, 'region' => 'us-east-1', 'bucket' => $bucket,
            'url' => $withUrl ? $this->endpoint.'/'.$bucket : null, 'endpoint' => $this->endpoint,
            'use_path_style_endpoint' => true, 'throw' => false, 'report' => false,
        ];
    }

    /** Every key in $bucket, sorted, as the server lists them. */
    public function keys(string $bucket): array
    {
        $keys = array_map(fn (array $object) => $object['Key'], $this->client()->listObjectsV2(['Bucket' => $bucket])['Contents'] ?? []);
        sort($keys);

        return $keys;
    }

    /**
     * A plain anonymous HTTP GET, as a browser's: status, headers (lower-case names) and body.
     *
     * @return array{status: int, headers: array<string, string>, body: string}
     */
    public static function get(string $url): array
    {
        $context = stream_context_create(['http' => ['ignore_errors' => true, 'timeout' => 5]]);
        $body = @file_get_contents($url, false, $context);
        $lines = $http_response_header ?? [];
        $status = preg_match('#^HTTP/\S+ (\d{3})#', (string) ($lines[0] ?? ''), $m) ? (int) $m[1] : 0;
        $headers = [];
        foreach (array_slice($lines, 1) as $line) {
            [$name, $value] = array_pad(explode(':', $line, 2), 2, '');
            $headers[strtolower(trim($name))] = trim($value);
        }

        return ['status' => $status, 'headers' => $headers, 'body' => $body === false ? '' : $body];
    }

    public function stop(): void
    {
        $this->process->stop(5);
        // Not the File facade: after the last test of a file the application, and so every facade, is gone.
        (new Filesystem)->deleteDirectory($this->directory);
    }

    private static function start(): self
    {
        $script = self::binary() ?? throw new RuntimeException((string) self::unavailable());
        $failures = [];
        // A port found free may be taken before s3rver binds it: then it exits at once, and another port is tried.
        for ($attempt = 1; $attempt <= self::START_ATTEMPTS; $attempt++) {
            $port = Loopback::freePort();
            $directory = sys_get_temp_dir().'/s3rver-'.getmypid().'-'.Str::lower(Str::random(8));
            (new Filesystem)->ensureDirectoryExists($directory, 0700);
            $process = new Process(['node', $script, '--directory', $directory, '--address', '127.0.0.1', '--port', (string) $port, '--silent']);
            $process->setTimeout(null);
            $process->start();
            $server = new self('http://127.0.0.1:'.$port, $process, $directory);
            if ($server->waitUntilReady()) {
                return $server;
            }
            $failures[] = "port $port: exit ".var_export($process->getExitCode(), true).' '.trim($process->getErrorOutput().$process->getOutput());
            $server->stop();
        }

        throw new RuntimeException('s3rver did not start: '.implode('; ', $failures));
    }

    /** Polls the server's own answer over HTTP (any HTTP status means it listens) for at most READY_SECONDS. */
    private function waitUntilReady(): bool
    {
        $deadline = hrtime(true) + self::READY_SECONDS * 1_000_000_000;
        while (hrtime(true) < $deadline) {
            if (! $this->process->isRunning()) {
                return false;
            }
            if (Loopback::accepts((int) parse_url($this->endpoint, PHP_URL_PORT)) && self::get($this->endpoint.'/')['status'] > 0) {
                return true;
            }
            usleep(50_000);
        }

        return false;
    }

    private function client(): S3Client
    {
        return new S3Client([
            'version' => 'latest', 'region' => 'us-east-1', 'endpoint' => $this->endpoint, 'use_path_style_endpoint' => true,
            'credentials' => ['key' => self::KEY, 'secret' => self::KEY],
        ]);
    }
}
