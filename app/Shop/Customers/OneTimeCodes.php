<?php

namespace App\Shop\Customers;

use App\Models\OtpCode;
use App\Shop\Sms\SendSms;
use Carbon\CarbonImmutable;
use Illuminate\Contracts\Cache\Repository as Cache;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\RateLimiter;

/**
 * Sign-in codes (architecture.md): random digits of config('shop.limits.otp_length'), kept only as an
 * HMAC-SHA256 with the app key, alive for shop.otp.ttl seconds and dead after shop.otp.max_attempts wrong
 * tries. Sending has a per-phone cooldown and per-phone and per-IP limits; a known and an unknown phone
 * get the same answer (nobody learns whether a number is a customer's).
 */
class OneTimeCodes
{
    public function __construct(private Cache $cache) {}

    /**
     * Send a new code to $phone (the previous one dies).
     *
     * @throws TooManyAttemptsException
     */
    public function send(string $phone, string $ip, string $locale): void
    {
        $config = config('shop.otp');
        $phoneKey = 'otp-send:phone:'.hash('sha256', $phone);
        $ipKey = 'otp-send:ip:'.hash('sha256', $ip);

        if (RateLimiter::tooManyAttempts($phoneKey, $config['per_phone']['max'])) {
            throw new TooManyAttemptsException(max(1, RateLimiter::availableIn($phoneKey)), 'phone');
        }
        if (RateLimiter::tooManyAttempts($ipKey, $config['per_ip']['max'])) {
            throw new TooManyAttemptsException(max(1, RateLimiter::availableIn($ipKey)), 'ip');
        }

        // The cooldown is taken atomically: of two simultaneous requests only one sends.
        $now = CarbonImmutable::now();
        $cooldownKey = 'otp-send:cooldown:'.hash('sha256', $phone);
        if (! $this->cache->add($cooldownKey, $now->getTimestamp() + $config['resend_cooldown'], $config['resend_cooldown'])) {
            $until = (int) $this->cache->get($cooldownKey, $now->getTimestamp() + $config['resend_cooldown']);
            throw new TooManyAttemptsException(max(1, $until - $now->getTimestamp()), 'cooldown');
        }

        RateLimiter::hit($phoneKey, $config['per_phone']['decay']);
        RateLimiter::hit($ipKey, $config['per_ip']['decay']);

        $code = self::generate((int) config('shop.limits.otp_length'));
        OtpCode::query()->updateOrCreate(['phone' => $phone], [
            'code_hash' => self::hash($phone, $code),
            'attempts' => 0,
            'expires_at' => $now->addSeconds($config['ttl']),
            'sent_at' => $now,
        ]);

        SendSms::dispatch($phone, trans('customers.sms.code', ['code' => $code, 'minutes' => intdiv($config['ttl'], 60)], $locale));
    }

    /**
     * Use up the code of $phone: true once for the right code while it lives; false for a wrong, expired or
     * dead code (each wrong try counts; the last allowed wrong try kills the code).
     */
    public function confirm(string $phone, string $code): bool
    {
        $record = OtpCode::query()->where('phone', $phone)->first();
        $max = (int) config('shop.otp.max_attempts');
        if ($record === null || $record->expires_at->isPast() || $record->attempts >= $max) {
            return false;
        }

        if (! hash_equals($record->code_hash, self::hash($phone, $code))) {
            OtpCode::query()->whereKey($record->id)->where('attempts', '<', $max)->increment('attempts');

            return false;
        }

        // Single use: of two simultaneous right answers only the one that deletes the row signs in.
        return DB::table('otp_codes')->where('id', $record->id)->where('code_hash', $record->code_hash)->where('attempts', '<', $max)->delete() === 1;
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
}
