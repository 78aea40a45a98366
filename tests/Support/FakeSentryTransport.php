<?php

namespace Tests\Support;

use Sentry\Event;
use Sentry\Transport\Result;
use Sentry\Transport\ResultStatus;
use Sentry\Transport\TransportInterface;

/** A Sentry transport that keeps the events instead of sending them (what would leave, after before_send). */
final class FakeSentryTransport implements TransportInterface
{
    /** @var list<Event> */
    public array $events = [];

    public function send(Event $event): Result
    {
        $this->events[] = $event;

        return new Result(ResultStatus::success(), $event);
    }

    public function close(?int $timeout = null): Result
    {
        return new Result(ResultStatus::success());
    }

    /** Everything an event would carry, as one text. */
    public function sent(): string
    {
        return implode("\n", array_map(fn (Event $e) => json_encode([
            $e->getMessage(), $e->getMessageFormatted(), array_map(fn ($x) => $x->getValue(), $e->getExceptions()), $e->getRequest(),
            $e->getExtra(), $e->getContexts(), $e->getTags(), $e->getUser()?->getIpAddress(),
            array_map(fn ($b) => [$b->getMessage(), $b->getMetadata()], $e->getBreadcrumbs()),
        ], JSON_UNESCAPED_UNICODE), $this->events));
    }

    /** One line per event: its exception (class: value) or message. @return list<string> */
    public function summaries(): array
    {
        return array_map(function (Event $e) {
            $exception = $e->getExceptions()[0] ?? null;

            return $exception !== null ? $exception->getType().': '.$exception->getValue() : (string) ($e->getMessageFormatted() ?? $e->getMessage());
        }, $this->events);
    }
}
