<?php

namespace Tests\Support;

use RuntimeException;
use Symfony\Component\Process\Process;

/** Loopback ports for the servers the tests start (S3Server, SsrRendererStub, phpServer()) and for addresses nothing listens on. */
final class Loopback
{
    /** A port free at this moment (bound, then released): a server may take it, or nothing listens on it. */
    public static function freePort(): int
    {
        $socket = stream_socket_server('tcp://127.0.0.1:0', $errno, $error) ?: throw new RuntimeException("No free loopback port: $error");
        $name = (string) stream_socket_get_name($socket, false);
        fclose($socket);

        return (int) substr($name, strrpos($name, ':') + 1);
    }

    /** Whether something accepts a TCP connection on the port now. */
    public static function accepts(int $port): bool
    {
        $socket = @stream_socket_client('tcp://127.0.0.1:'.$port, $errno, $error, 1);
        if ($socket === false) {
            return false;
        }
        fclose($socket);

        return true;
    }

    /**
     * PHP's built-in server over public/ with $router (a path), on a free port, accepting connections: the process and
     * its base URL. A port found free may be taken before the server binds it: then it exits at once, and another is tried.
     *
     * @param  array<string, string>  $env  added to this process's environment
     * @return array{0: Process, 1: string}
     */
    public static function phpServer(string $router, array $env = []): array
    {
        $failures = [];
        for ($attempt = 1; $attempt <= 3; $attempt++) {
            $port = self::freePort();
            $process = new Process([PHP_BINARY, '-S', '127.0.0.1:'.$port, $router], base_path('public'), $env);
            $process->setTimeout(null);
            $process->start();
            $deadline = hrtime(true) + 5_000_000_000;
            while ($process->isRunning() && ! self::accepts($port) && hrtime(true) < $deadline) {
                usleep(20_000);
            }
            if ($process->isRunning() && self::accepts($port)) {
                return [$process, 'http://127.0.0.1:'.$port];
            }
            $failures[] = "port $port: exit ".var_export($process->getExitCode(), true).' '.trim($process->getErrorOutput());
            $process->stop(1);
        }

        throw new RuntimeException('the built-in server did not start: '.implode('; ', $failures));
    }
}
