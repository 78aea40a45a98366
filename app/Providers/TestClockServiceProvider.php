<?php

namespace App\Providers;

use Carbon\CarbonImmutable;
use Closure;
use Illuminate\Support\Carbon;
use Illuminate\Support\ServiceProvider;
use InvalidArgumentException;
use Throwable;

/**
 * The shop's clock for end-to-end runs (shop.test_clock): opening hours, "as soon as possible" and the slots then
 * do not depend on when the tests run. Honoured only with APP_ENV local or testing; any other environment ignores
 * it (and production refuses to start with it set). Registered first, so every later provider sees the clock.
 */
class TestClockServiceProvider extends ServiceProvider
{
    public const ENVIRONMENTS = ['local', 'testing'];

    public function register(): void
    {
        $now = config('shop.test_clock.now');
        if (! is_string($now) || trim($now) === '' || ! $this->app->environment(self::ENVIRONMENTS)) {
            return;
        }

        Carbon::setTestNow(self::clock($now, config('shop.test_clock.since'), (string) config('shop.ordering.timezone')));
    }

    /**
     * The moment `$now` (without an offset: in `$timezone`), frozen, or running on from the Unix time `$since`.
     *
     * @return CarbonImmutable|Closure(CarbonImmutable): CarbonImmutable
     */
    public static function clock(string $now, mixed $since, string $timezone): CarbonImmutable|Closure
    {
        try {
            $start = CarbonImmutable::parse($now, $timezone);
        } catch (Throwable $e) {
            throw new InvalidArgumentException("SHOP_TEST_NOW is not a date-time: \"{$now}\".", previous: $e);
        }
        if ($since === null || $since === '') {
            return $start;
        }
        if (! is_int($since) && ! (is_string($since) && preg_match('/^\d{1,12}$/', $since) === 1)) {
            throw new InvalidArgumentException('SHOP_TEST_NOW_SINCE must be a Unix time in seconds.');
        }
        $since = CarbonImmutable::createFromTimestamp((int) $since);

        // The real time is handed in by Carbon on every now(); the shop's clock is that far past $start.
        return fn (CarbonImmutable $real): CarbonImmutable => $start->addMicroseconds((int) $since->diffInMicroseconds($real, false));
    }
}
