<?php

namespace App\Shop\Customers;

use InvalidArgumentException;
use JsonSerializable;
use libphonenumber\NumberParseException;
use libphonenumber\PhoneNumber as ParsedNumber;
use libphonenumber\PhoneNumberFormat;
use libphonenumber\PhoneNumberType;
use libphonenumber\PhoneNumberUtil;
use Stringable;

/**
 * A phone number in E.164 digits (country code first, no plus): the one form the shop keeps, compares, searches and
 * texts. Spaces, dots, dashes and brackets are formatting; "+" or "00" starts an international number; a national
 * number (a leading 0, shop.phone_national_digits long) belongs to shop.phone_country_code. So 0501234567, +38 (050) 123-45-67 and 380501234567
 * are all 380501234567.
 *
 * What the digits are is libphonenumber's word (giggsey/libphonenumber-for-php, Google's metadata): whether such a
 * number exists (isValid), its country calling code and whether it is a mobile. A valid number keeps libphonenumber's
 * E.164 form, so a trunk 0 typed after the country code (+380 050 123 45 67) is not kept.
 */
final class PhoneNumber implements JsonSerializable, Stringable
{
    /** The longest spelling read (formatting included); anything longer is not a phone. */
    private const MAX_INPUT = 32;

    /** The types of a number that takes SMS: libphonenumber cannot tell some countries' mobiles from their landlines. */
    private const MOBILE_TYPES = [PhoneNumberType::MOBILE, PhoneNumberType::FIXED_LINE_OR_MOBILE];

    /** @param  ?ParsedNumber  $parsed  libphonenumber's reading of the digits, null when it finds no number in them */
    private function __construct(public readonly string $digits, private readonly ?ParsedNumber $parsed) {}

    /**
     * The number, or null when the value is not spelled as a phone of shop.limits.phone_min_digits to phone_max_digits
     * digits. A number spelled right may still not exist: ask isValid(), inAllowedCountry() and isMobile().
     */
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

        $util = PhoneNumberUtil::getInstance();
        try {
            $parsed = $util->parse('+'.$digits);
        } catch (NumberParseException) {
            return new self($digits, null); // no country calling code starts the digits
        }

        return new self($util->isValidNumber($parsed) ? substr($util->format($parsed, PhoneNumberFormat::E164), 1) : $digits, $parsed);
    }

    /** @throws InvalidArgumentException for a value parse() refuses (validate first) */
    public static function from(string $value): self
    {
        return self::parse($value) ?? throw new InvalidArgumentException('Not a phone number.');
    }

    /** Whether such a number exists: libphonenumber knows its country and its length and prefix fit a number there. */
    public function isValid(): bool
    {
        return $this->parsed !== null && PhoneNumberUtil::getInstance()->isValidNumber($this->parsed);
    }

    /** Whether the number is a mobile (or, where libphonenumber cannot tell, may be one): one that takes SMS. */
    public function isMobile(): bool
    {
        return $this->parsed !== null && in_array(PhoneNumberUtil::getInstance()->getNumberType($this->parsed), self::MOBILE_TYPES, true);
    }

    /** Whether the number's country calling code (libphonenumber's reading) is one of shop.otp.countries: the countries
     *  sign-in codes are texted to and orders are taken from. */
    public function inAllowedCountry(): bool
    {
        return $this->parsed !== null && in_array((string) $this->parsed->getCountryCode(), self::allowedCountries(), true);
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
