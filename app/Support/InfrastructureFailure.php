<?php

namespace App\Support;

use Illuminate\Database\LostConnectionDetector;
use Illuminate\Database\LostConnectionException;
use PDOException;
use Throwable;

/**
 * Whether a failure is the database or Redis being out of reach (refused, restarting, gone mid-query), as opposed to a
 * bug: such a request is answered 503 with Retry-After and a message (bootstrap/app.php), so the customer (and the
 * front end) tries again in a moment instead of seeing a 500.
 */
final class InfrastructureFailure
{
    /** SQLSTATE classes: 08 connection exception, 57P operator intervention (shutdown, cannot connect now). */
    private const SQLSTATE_PREFIXES = ['08', '57P'];

    public static function is(Throwable $e): bool
    {
        for ($depth = 0; $e !== null && $depth < 5; $e = $e->getPrevious(), $depth++) {
            if ($e instanceof \RedisException || $e instanceof LostConnectionException
                || (class_exists(\Predis\Connection\ConnectionException::class) && $e instanceof \Predis\Connection\ConnectionException)) {
                return true;
            }
            if ($e instanceof PDOException) {
                $state = (string) ($e->errorInfo[0] ?? $e->getCode());
                foreach (self::SQLSTATE_PREFIXES as $prefix) {
                    if (str_starts_with($state, $prefix)) {
                        return true;
                    }
                }
                if ((new LostConnectionDetector)->causedByLostConnection($e)) {
                    return true;
                }
            }
        }

        return false;
    }
}
