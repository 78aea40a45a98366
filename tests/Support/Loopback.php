<?php

namespace Tests\Support;

use RuntimeException;

/** Loopback ports for the servers the tests start (S3Server, SsrRendererStub) and for addresses nothing listens on. */
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
}
