<?php

namespace App\Logging;

use Illuminate\Log\Logger;
use Monolog\Handler\FallbackGroupHandler;
use Monolog\Handler\HandlerInterface;
use Monolog\Handler\StreamHandler;
use Monolog\Logger as Monolog;

/**
 * A tap of the file channels (config/logging.php): when a line cannot be written (the log disk is full, the file
 * is gone), it goes to logging.fallback (stderr: php-fpm's log, the journal of a systemd unit) in the same format,
 * and when that fails too it is dropped. A log write never fails the request or the job that logs: without this,
 * Monolog throws, and a failure the app reports (a provider's error, a database restart) turns into a bare 500.
 */
class FallBackToStderr
{
    public function __invoke(Logger $logger): void
    {
        $monolog = $logger->getLogger();
        if (! $monolog instanceof Monolog) {
            return;
        }
        $monolog->setHandlers(array_map(fn (HandlerInterface $handler) => $this->withFallback($handler), $monolog->getHandlers()));
    }

    private function withFallback(HandlerInterface $handler): HandlerInterface
    {
        if (! $handler instanceof StreamHandler) {
            return $handler;
        }
        $fallback = new StreamHandler((string) config('logging.fallback', 'php://stderr'), $handler->getLevel(), $handler->getBubble());
        $fallback->setFormatter($handler->getFormatter());

        return new FallbackGroupHandler([$handler, $fallback], $handler->getBubble());
    }
}
