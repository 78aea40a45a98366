<?php

namespace App\Shop\Customers;

use InvalidArgumentException;
use JsonSerializable;
use Stringable;

/**
 * A phone number in E.164 digits (country code first, no plus): the one form the shop keeps, compares, searches and
 * texts. Spaces, dots, dashes and brackets are formatting; "+" or "00" starts an international number; a national
 * number (a leading 0, shop.phone_national_digits long) belongs to shop.phone_country_code. So 0501234567, +38 (050) 123-45-67 and 380501234567
 * are all 380501234567.
 */
final class PhoneNumber implements JsonSerializable, Stringable
{
    /** The longest spelling read (formatting included); anything longer is not a phone. */
    private const MAX_INPUT = 32;

    private function __construct(public readonly string $digits) {}

    /** The number, or null when the value is not a phone of shop.limits.phone_min_digits to phone_max_digits digits. */
    public static function parse(mixed $value): ?self
    {
        if (! is_string($value) || strlen($value) > self::MAX_INPUT) {
            return null;
        }
        $value = trim($value);
        if (preg_match('/^\+?[0-9][0-9\s().\-]*$/', $value) !== 1) {
            return null;
        }
        $digits = (string) preg_replace('/\D/', '', $value);
        if (! str_starts_with($value, '+')) {
            if (str_starts_with($digits, '00')) {
                $digits = substr($digits, 2);
            } elseif (str_starts_with($digits, '0')) {
                if (strlen($digits) !== (int) config('shop.phone_national_digits')) {
                    return null;
                }
                $digits = self::countryCode().substr($digits, 1);
            }
        }
        $length = strlen($digits);
        if ($length < (int) config('shop.limits.phone_min_digits') || $length > (int) config('shop.limits.phone_max_digits') || $digits[0] === '0') {
            return null;
        }

        return new self($digits);
    }

    /** @throws InvalidArgumentException for a value parse() refuses (validate first) */
    public static function from(string $value): self
    {
        return self::parse($value) ?? throw new InvalidArgumentException('Not a phone number.');
    }

    /** Whether the number's country calling code is one of shop.otp.countries (where codes and SMS may go). */
    public function inAllowedCountry(): bool
    {
        foreach (self::allowedCountries() as $code) {
            if ($code !== '' && str_starts_with($this->digits, $code)) {
                return true;
            }
        }

        return false;
    }

    /** @return list<string> */
    public static function allowedCountries(): array
    {
        return array_values(array_map('strval', (array) config('shop.otp.countries')));
    }

    public function e164(): string
    {
        return '+'.$this->digits;
    }

    public function equals(self $other): bool
    {
        return $this->digits === $other->digits;
    }

    public function __toString(): string
    {
        return $this->digits;
    }

    public function jsonSerialize(): string
    {
        return $this->digits;
    }

    private static function countryCode(): string
    {
        return (string) preg_replace('/\D/', '', (string) config('shop.phone_country_code'));
    }
}
