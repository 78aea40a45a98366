<?php

namespace App\ShopApi;

use App\Support\ProductionSafety;
use Carbon\CarbonImmutable;
use DateTimeInterface;

/**
 * X-Line-Header of POST /api/via-phone-number: the SHA-256 hex digest of the phone digits, the shared
 * secret and the Kyiv date as DD/MM/YYYY. The storefront server computes it (the secret never reaches
 * the browser); the shop backend accepts the dates of yesterday, today and tomorrow around midnight.
 */
final class LineHeader
{
    public const NAME = 'X-Line-Header';

    /** Whether $secret is a published default or too short (the rules of ProductionSafety): then a valid header proves nothing about the caller. */
    public static function isWeakSecret(?string $secret): bool
    {
        return $secret === null || strlen($secret) < ProductionSafety::MIN_SECRET_LENGTH || in_array(strtolower($secret), ProductionSafety::KNOWN_DEFAULT_SECRETS, true);
    }

    public static function make(string $digits, string $secret, ?DateTimeInterface $at = null): string
    {
        $date = CarbonImmutable::instance($at ?? now())->setTimezone(config('shop.ordering.timezone'));

        return hash('sha256', $digits.$secret.$date->format('d/m/Y'));
    }

    /** Whether $header is the digest of $digits for a Kyiv date within $toleranceDays of now. */
    public static function verify(mixed $header, mixed $digits, string $secret, int $toleranceDays = 1): bool
    {
        if (! is_string($header) || ! is_string($digits) || $secret === '' || ! preg_match('/^[0-9a-f]{64}$/i', $header)) {
            return false;
        }

        $today = CarbonImmutable::now(config('shop.ordering.timezone'))->startOfDay()->addHours(12);
        $valid = false;
        for ($offset = -$toleranceDays; $offset <= $toleranceDays; $offset++) {
            // Every candidate is compared (no early exit), in constant time.
            $valid = hash_equals(self::make($digits, $secret, $today->addDays($offset)), strtolower($header)) || $valid;
        }

        return $valid;
    }
}
