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
 * One-time codes for a purpose: signing in (SIGN_IN), or confirming the deletion of the account (ACCOUNT_DELETION, whose
 * SMS says so, so a customer tricked into sharing it can tell). A phone holds one live code per purpose, and a code only
 * serves its own. Codes are random digits of config('shop.limits.otp_length'), kept only as an
 * HMAC-SHA256 with the app key, alive for shop.otp.ttl seconds and dead after shop.otp.max_attempts wrong
 * tries from the client address that asked for it (its "requester", IPv6 by its /64). The budgets (config
 * shop.otp) count in the rate limiter's cache store, so they hold across nodes: a resend cooldown, sends per phone
 * and per client address, the SMS the whole site may send per hour, and wrong codes:
 * - per (phone, client address): past it that address alone is refused for that phone (an attacker locks only themself);
 * - per phone across all addresses: past it only the requester of the live code may still try, and a code then dies
 *   at its first wrong try; addresses other than the requester also wait a growing delay after each wrong code.
 * The requester is never delayed nor refused for guesses made from other addresses, so nobody can lock the
 * phone's owner out; the wrong codes a phone takes in a window stay bounded (per_phone + the codes it can be sent).
 * A known and an unknown phone get the same answer in every case (nobody learns whether a number is a customer's).
 */
class OneTimeCodes
{
    /** The site-wide SMS counter (one hour window). */
    public const SMS_BUDGET_KEY = 'otp:sms-budget';

    public const SIGN_IN = 'sign_in';

    public const ACCOUNT_DELETION = 'account_deletion';

    /** The SMS text of each purpose's code (customers.sms.*). */
    private const TEXTS = [self::SIGN_IN => 'customers.sms.code', self::ACCOUNT_DELETION => 'customers.sms.deletion_code'];

    public function __construct(private RateLimiter $limiter) {}

    /**
     * Send a new code for $purpose to $phone (the previous one of that purpose dies). The resend cooldown is the
     * purpose's own (a deletion code asked for right after signing in is not a resend of the sign-in code); the sends
     * per phone and per address, and the site's SMS budget, count every purpose's SMS together.
     *
     * @throws TooManyAttemptsException
     */
    public function send(string $phone, string $ip, string $locale, string $purpose = self::SIGN_IN): void
    {
        $config = config('shop.otp');
        $keys = self::keys($phone);
        $keys['cooldown'] = self::cooldownKey($phone, $purpose);
        $ipKey = self::ipKey($ip);

        // An address out of wrong guesses for this phone gets no new code for it either: it could not use it.
        $this->refuseIfAddressLocked($phone, $ip);
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
            OtpCode::query()->updateOrCreate(['phone' => $phone, 'purpose' => self::purpose($purpose)], [
                'code_hash' => self::hash($phone, $code),
                'requester_key' => self::requesterKey($ip),
                'attempts' => 0,
                'expires_at' => $now->addSeconds($config['ttl']),
                'sent_at' => $now,
            ]);

            SendSms::dispatch($phone, trans(self::TEXTS[$purpose], ['code' => $code, 'minutes' => intdiv($config['ttl'], 60)], $locale));
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
     * Use up the code of $phone, tried from the client address $ip: true once for the right code while it lives; false
     * for a wrong, expired or dead code. A wrong try of a live code counts against this address's budget for the
     * phone and against the phone's; from the code's requester it also counts against the code (from anyone else it
     * does not: a stranger cannot kill the owner's code).
     *
     * @throws TooManyAttemptsException when this address used up its wrong guesses for the phone, or, from an address
     *                                  that did not ask for the live code, when the phone's budget is spent or its delay runs
     */
    public function confirm(string $phone, string $code, string $ip, string $purpose = self::SIGN_IN): bool
    {
        $config = config('shop.otp.wrong_guesses');
        $addressKey = self::guessKey($phone, $ip);
        $this->refuseIfAddressLocked($phone, $ip);

        $record = OtpCode::query()->where('phone', $phone)->where('purpose', self::purpose($purpose))->first();
        $requester = $record?->requester_key !== null && hash_equals((string) $record->requester_key, self::requesterKey($ip));
        $keys = self::keys($phone);
        if (! $requester) {
            if ($this->limiter->tooManyAttempts($keys['delay'], 1)) {
                throw new TooManyAttemptsException($this->retryAfter($keys['delay']), 'wrong-guesses-delay');
            }
            if ($this->limiter->tooManyAttempts($keys['wrong'], (int) $config['per_phone'])) {
                throw new TooManyAttemptsException($this->retryAfter($keys['wrong']), 'wrong-guesses-phone');
            }
        }

        $max = (int) config('shop.otp.max_attempts');
        if ($record === null || $record->expires_at->isPast() || $record->attempts >= $max) {
            return false;
        }
        if (! $requester) {
            // Taken before the code is compared (an atomic increment): parallel guesses cannot pass the budget together.
            if ($this->limiter->increment($keys['wrong'], (int) $config['decay']) > (int) $config['per_phone']) {
                $this->limiter->decrement($keys['wrong'], (int) $config['decay']);
                throw new TooManyAttemptsException($this->retryAfter($keys['wrong']), 'wrong-guesses-phone');
            }
        }

        if (! hash_equals($record->code_hash, self::hash($phone, $code))) {
            $this->limiter->hit($addressKey, (int) $config['decay']);
            $onPhone = $requester ? $this->limiter->hit($keys['wrong'], (int) $config['decay']) : (int) $this->limiter->attempts($keys['wrong']);
            if ($requester) {
                // Past the phone's budget a code dies at its first wrong try: this bounds what requesting codes can buy.
                OtpCode::query()->whereKey($record->id)->where('attempts', '<', $max)
                    ->update(['attempts' => $onPhone > (int) $config['per_phone'] ? $max : DB::raw('attempts + 1')]);
            }
            $this->delayStrangers($phone, $onPhone);

            return false;
        }

        // A right code is no wrong guess: what the stranger's path took is given back.
        if (! $requester) {
            $this->limiter->decrement($keys['wrong'], (int) $config['decay']);
        }

        // Single use: of two simultaneous right answers only the one that deletes the row signs in.
        return DB::table('otp_codes')->where('id', $record->id)->where('code_hash', $record->code_hash)->where('attempts', '<', $max)->delete() === 1;
    }

    /**
     * How long an address other than the live code's requester waits after the phone's n-th wrong code: nothing for the
     * first `free` ones, then base × 2^(n − free) seconds, at most `max`.
     */
    public static function strangerDelay(int $wrongOnPhone): int
    {
        $delay = config('shop.otp.wrong_guesses.delay');
        $over = $wrongOnPhone - (int) $delay['free'];
        if ($over < 0) {
            return 0;
        }

        return (int) min((int) $delay['max'], (int) $delay['base'] * 2 ** min($over, 30));
    }

    /** Forget the counters of a phone (and of a client address: its sends, and its wrong guesses for the phone). */
    public function clearLimits(string $phone, ?string $ip = null): void
    {
        foreach ([...array_values(self::keys($phone)), self::cooldownKey($phone, self::ACCOUNT_DELETION)] as $key) {
            $this->limiter->clear($key);
        }
        if ($ip !== null) {
            $this->limiter->clear(self::ipKey($ip));
            $this->limiter->clear(self::guessKey($phone, $ip));
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

    /** The counters of one phone (the number itself is not kept in the cache): sends, resend cooldown, wrong codes
     *  from all addresses, and the delay strangers wait.
     *
     *  @return array{sends: string, cooldown: string, wrong: string, delay: string} */
    public static function keys(string $phone): array
    {
        $id = hash('sha256', $phone);

        return ['sends' => 'otp:sends:'.$id, 'cooldown' => 'otp:cooldown:'.$id, 'wrong' => 'otp:wrong:'.$id, 'delay' => 'otp:wrong-delay:'.$id];
    }

    /** The resend cooldown of a phone's codes of one purpose (the sign-in's is keys()['cooldown']). */
    public static function cooldownKey(string $phone, string $purpose): string
    {
        return self::purpose($purpose) === self::SIGN_IN ? self::keys($phone)['cooldown'] : 'otp:cooldown:'.$purpose.':'.hash('sha256', $phone);
    }

    private static function purpose(string $purpose): string
    {
        return array_key_exists($purpose, self::TEXTS) ? $purpose : throw new \InvalidArgumentException("Unknown code purpose: $purpose");
    }

    /** The wrong codes one client address (IPv6 by its /64) tried on one phone. */
    public static function guessKey(string $phone, string $ip): string
    {
        return 'otp:wrong-address:'.hash('sha256', $phone.'|'.ClientAddress::limitKey($ip));
    }

    /** What a code remembers of the address that asked for it. */
    public static function requesterKey(string $ip): string
    {
        return hash('sha256', ClientAddress::limitKey($ip));
    }

    /** The per-address send counter: an IPv4 address, or the /64 of an IPv6 one. */
    public static function ipKey(string $ip): string
    {
        return 'otp:sends-ip:'.hash('sha256', ClientAddress::limitKey($ip));
    }

    private function refuseIfAddressLocked(string $phone, string $ip): void
    {
        $key = self::guessKey($phone, $ip);
        if ($this->limiter->tooManyAttempts($key, (int) config('shop.otp.wrong_guesses.per_address'))) {
            throw new TooManyAttemptsException($this->retryAfter($key), 'wrong-guesses-address');
        }
    }

    /** After the phone's n-th wrong code, addresses other than the live code's requester wait strangerDelay(n). */
    private function delayStrangers(string $phone, int $wrongOnPhone): void
    {
        $seconds = self::strangerDelay($wrongOnPhone);
        if ($seconds > 0) {
            $key = self::keys($phone)['delay'];
            $this->limiter->clear($key);
            $this->limiter->hit($key, $seconds);
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
