<?php

namespace App\Shop\Customers;

use App\Models\OtpCode;
use App\Shop\Sms\SendSms;
use App\Support\ClientAddress;
use Carbon\CarbonImmutable;
use Illuminate\Cache\RateLimiter;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;
use Throwable;

/**
 * Sign-in codes: random digits of config('shop.limits.otp_length'), kept only as an
 * HMAC-SHA256 with the app key, alive for shop.otp.ttl seconds and dead after shop.otp.max_attempts wrong
 * tries. The budgets (config shop.otp) count in the rate limiter's cache store, so they hold across nodes:
 * a resend cooldown, sends per phone and per client address (IPv6 by its /64), wrong codes per phone across
 * all its codes, and the SMS the whole site may send per hour. A known and an unknown phone get the same
 * answer in every case (nobody learns whether a number is a customer's).
 */
class OneTimeCodes
{
    /** The site-wide SMS counter (one hour window). */
    public const SMS_BUDGET_KEY = 'otp:sms-budget';

    public function __construct(private RateLimiter $limiter) {}

    /**
     * Send a new code to $phone (the previous one dies).
     *
     * @throws TooManyAttemptsException
     */
    public function send(string $phone, string $ip, string $locale): void
    {
        $config = config('shop.otp');
        $keys = self::keys($phone);
        $ipKey = self::ipKey($ip);

        // A phone out of wrong guesses gets no new code either: it could not be used.
        $this->refuseIfLocked($phone);
        if ($this->limiter->tooManyAttempts($keys['sends'], $config['per_phone']['max'])) {
            throw new TooManyAttemptsException($this->retryAfter($keys['sends']), 'phone');
        }
        if ($this->limiter->tooManyAttempts($ipKey, $config['per_ip']['max'])) {
            throw new TooManyAttemptsException($this->retryAfter($ipKey), 'ip');
        }

        // The cooldown is taken atomically: of two simultaneous requests only one sends.
        if ($this->limiter->increment($keys['cooldown'], $config['resend_cooldown']) > 1) {
            throw new TooManyAttemptsException($this->retryAfter($keys['cooldown']), 'cooldown');
        }

        $this->spendSmsBudget($keys['cooldown']);
        try {
            $now = CarbonImmutable::now();
            $code = self::generate((int) config('shop.limits.otp_length'));
            OtpCode::query()->updateOrCreate(['phone' => $phone], [
                'code_hash' => self::hash($phone, $code),
                'attempts' => 0,
                'expires_at' => $now->addSeconds($config['ttl']),
                'sent_at' => $now,
            ]);

            SendSms::dispatch($phone, trans('customers.sms.code', ['code' => $code, 'minutes' => intdiv($config['ttl'], 60)], $locale));
        } catch (Throwable $e) {
            // The code was not stored or its SMS not queued (the database or the queue out of reach): nothing went
            // out, so the phone may ask again at once instead of waiting out a cooldown for a message that never came.
            $this->forgetQuietly($keys['cooldown']);

            throw $e;
        }
        $this->limiter->hit($keys['sends'], $config['per_phone']['decay']);
        $this->limiter->hit($ipKey, $config['per_ip']['decay']);
    }

    /**
     * Use up the code of $phone: true once for the right code while it lives; false for a wrong, expired or
     * dead code (each wrong try of a live code counts, against the code and against the phone's budget).
     *
     * @throws TooManyAttemptsException when the phone has used up its wrong guesses, whatever the code
     */
    public function confirm(string $phone, string $code): bool
    {
        $this->refuseIfLocked($phone);

        $record = OtpCode::query()->where('phone', $phone)->first();
        $max = (int) config('shop.otp.max_attempts');
        if ($record === null || $record->expires_at->isPast() || $record->attempts >= $max) {
            return false;
        }

        if (! hash_equals($record->code_hash, self::hash($phone, $code))) {
            OtpCode::query()->whereKey($record->id)->where('attempts', '<', $max)->increment('attempts');
            $this->limiter->hit(self::keys($phone)['wrong'], (int) config('shop.otp.wrong_guesses.decay'));

            return false;
        }

        // Single use: of two simultaneous right answers only the one that deletes the row signs in.
        return DB::table('otp_codes')->where('id', $record->id)->where('code_hash', $record->code_hash)->where('attempts', '<', $max)->delete() === 1;
    }

    /** Forget the counters of a phone (and of a client address): wrong guesses, sends, cooldown. */
    public function clearLimits(string $phone, ?string $ip = null): void
    {
        foreach (self::keys($phone) as $key) {
            $this->limiter->clear($key);
        }
        if ($ip !== null) {
            $this->limiter->clear(self::ipKey($ip));
        }
    }

    public static function generate(int $length): string
    {
        return str_pad((string) random_int(0, 10 ** $length - 1), $length, '0', STR_PAD_LEFT);
    }

    /** HMAC-SHA256 of phone and code with the app key: a stolen table reveals no codes. */
    public static function hash(string $phone, string $code): string
    {
        return hash_hmac('sha256', $phone.'|'.$code, (string) config('app.key'));
    }

    /** The counters of one phone (the number itself is not kept in the cache).
     *  @return array{sends: string, cooldown: string, wrong: string} */
    public static function keys(string $phone): array
    {
        $id = hash('sha256', $phone);

        return ['sends' => 'otp:sends:'.$id, 'cooldown' => 'otp:cooldown:'.$id, 'wrong' => 'otp:wrong:'.$id];
    }

    /** The per-address send counter: an IPv4 address, or the /64 of an IPv6 one. */
    public static function ipKey(string $ip): string
    {
        return 'otp:sends-ip:'.hash('sha256', ClientAddress::limitKey($ip));
    }

    private function refuseIfLocked(string $phone): void
    {
        $key = self::keys($phone)['wrong'];
        if ($this->limiter->tooManyAttempts($key, (int) config('shop.otp.wrong_guesses.max'))) {
            throw new TooManyAttemptsException($this->retryAfter($key), 'wrong-guesses');
        }
    }

    /**
     * Count one SMS against the site's hourly budget; over it nothing is sent, the cooldown just taken is given
     * back, and the first refusal of the window is logged as critical (the operator must look: an attack or a
     * budget too small for the shop's traffic).
     */
    private function spendSmsBudget(string $cooldownKey): void
    {
        $max = (int) config('shop.otp.sms_budget_per_hour');
        $sent = $this->limiter->increment(self::SMS_BUDGET_KEY, 3600);
        if ($sent <= $max) {
            return;
        }

        $this->limiter->clear($cooldownKey);
        $retryAfter = $this->retryAfter(self::SMS_BUDGET_KEY);
        if ($sent === $max + 1) {
            Log::critical("The hourly SMS budget of $max sign-in codes is used up: no code is sent for $retryAfter s (SHOP_SMS_BUDGET_PER_HOUR).");
        }

        throw new TooManyAttemptsException($retryAfter, 'sms-budget');
    }

    /** Clear a counter; when the cache is what failed, there is nothing to clear it in (its TTL ends it). */
    private function forgetQuietly(string $key): void
    {
        try {
            $this->limiter->clear($key);
        } catch (Throwable) {
        }
    }

    private function retryAfter(string $key): int
    {
        return max(1, $this->limiter->availableIn($key));
    }
}
