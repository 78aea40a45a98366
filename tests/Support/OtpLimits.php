<?php

namespace Tests\Support;

use App\Shop\Customers\OneTimeCodes;
use Illuminate\Cache\RateLimiter;

/** The sign-in budgets of OneTimeCodes in tests: emptied per test, or counted in the array store for tests that travel in time. */
final class OtpLimits
{
    /**
     * Count the budgets in the array store, whose entries expire by Carbon's clock (a Redis key expires in real
     * time, so a test that travels must not count there).
     */
    public static function inArrayStore(): void
    {
        $limiter = new RateLimiter(app('cache')->store('array'));
        app()->instance('tests.otp-limiter', $limiter);
        app()->bind(OneTimeCodes::class, fn () => new OneTimeCodes($limiter));
    }

    /** The rate limiter the budgets count in. */
    public static function limiter(): RateLimiter
    {
        return app()->bound('tests.otp-limiter') ? app('tests.otp-limiter') : app(RateLimiter::class);
    }

    /**
     * Empty the counters of these phones and addresses and the site's SMS budget (the cache store outlives a test).
     *
     * @param  iterable<string>  $phones
     * @param  iterable<string>  $ips
     */
    public static function clear(iterable $phones, iterable $ips = []): void
    {
        $codes = app(OneTimeCodes::class);
        $ips = [...$ips];
        foreach ($phones as $phone) {
            $codes->clearLimits($phone);
            // The wrong guesses of each address on this phone.
            foreach ($ips as $ip) {
                self::limiter()->clear(OneTimeCodes::guessKey($phone, $ip));
            }
        }
        foreach ($ips as $ip) {
            self::limiter()->clear(OneTimeCodes::ipKey($ip));
        }
        self::limiter()->clear(OneTimeCodes::SMS_BUDGET_KEY);
    }

    /** A new code may go to $phone now: its resend cooldown is over (nothing else is forgotten). */
    public static function endCooldown(string $phone): void
    {
        self::limiter()->clear(OneTimeCodes::keys($phone)['cooldown']);
    }
}
