<?php

namespace Tests\Support;

use Illuminate\Log\Events\MessageLogged;
use Illuminate\Support\Facades\Event;
use PHPUnit\Framework\AssertionFailedError;
use Sentry\State\HubInterface;

/**
 * The log and error-report budget of a test (issue 43): an outcome the shop answers on purpose (a 409 of a race, a
 * replayed tap, a refused transition, an idempotent replay, a validation error, a rate limit) writes no ERROR line
 * and sends no Sentry event. watch() turns Sentry on with a fake transport and listens to every log line;
 * assertKept() fails the test on an ERROR (or worse) line or a Sentry event beyond what the test declared with
 * expect() (a provider failure it provokes on purpose). tests/Pest.php runs it around the suites of races and
 * replays (couriers, staff, payments, checkout, overview).
 */
final class ReportBudget
{
    private const SERIOUS = ['error', 'critical', 'alert', 'emergency'];

    private static ?FakeSentryTransport $sentry = null;

    /** @var list<string> */
    private static array $errors = [];

    /** @var array{errors: int, events: int}|null */
    private static ?array $expected = null;

    public static function watch(): FakeSentryTransport
    {
        self::$errors = [];
        self::$expected = null;
        self::$sentry = new FakeSentryTransport;
        // A slow request is reported as a warning event (ReportSlowRequests, tested on its own): on a busy machine any
        // request may be slow, so the budget leaves it out.
        config(['sentry.dsn' => 'https://public@sentry.test/1', 'sentry.transport' => self::$sentry, 'shop.slow_request_ms' => 0]);
        app()->forgetInstance(HubInterface::class);
        app(HubInterface::class);
        Event::listen(MessageLogged::class, function (MessageLogged $logged): void {
            if (in_array($logged->level, self::SERIOUS, true)) {
                self::$errors[] = strtoupper($logged->level).': '.$logged->message;
            }
        });

        return self::$sentry;
    }

    /** The test provokes real failures on purpose: exactly this many ERROR lines and Sentry events, no more. */
    public static function expect(int $errors, int $events): void
    {
        self::$expected = ['errors' => $errors, 'events' => $events];
    }

    /** @return list<string> the ERROR (or worse) lines written since watch() */
    public static function errors(): array
    {
        return self::$errors;
    }

    /** The ERROR lines and Sentry events since watch(), one text each (what a race worker hands back).
     *  @return list<string> */
    public static function reports(): array
    {
        return array_merge(array_map(fn ($l) => "log  $l", self::$errors), array_map(fn ($e) => "sentry  $e", self::$sentry?->summaries() ?? []));
    }

    public static function sentry(): FakeSentryTransport
    {
        return self::$sentry ?? throw new \LogicException('ReportBudget::watch() was not called.');
    }

    public static function assertKept(): void
    {
        $sentry = self::$sentry;
        if ($sentry === null) {
            return;
        }
        $errors = self::$errors;
        $events = $sentry->summaries();
        $expected = self::$expected ?? ['errors' => 0, 'events' => 0];
        self::$sentry = null;
        self::$expected = null;
        self::$errors = [];
        config(['sentry.dsn' => null, 'sentry.transport' => null]);
        app()->forgetInstance(HubInterface::class);
        app(HubInterface::class);

        if (count($errors) !== $expected['errors'] || count($events) !== $expected['events']) {
            throw new AssertionFailedError(sprintf(
                "The log budget (%d ERROR lines, %d Sentry events) was not kept: %d ERROR lines, %d Sentry events.\n%s",
                $expected['errors'], $expected['events'], count($errors), count($events),
                implode("\n", array_merge(array_map(fn ($l) => "log  $l", $errors), array_map(fn ($e) => "sentry  $e", $events))),
            ));
        }
    }
}
