<?php

namespace App\Shop\Customers;

use Closure;
use Illuminate\Contracts\Validation\ValidationRule;

/**
 * The one phone rule of sign-in and checkout: a number PhoneNumber can read (any usual spelling), in a country of
 * shop.otp.countries. Controllers take the normalised digits from PhoneNumber::from() of the validated value.
 */
final class ValidPhone implements ValidationRule
{
    /** @param  string  $invalid  the message key of a value that is not a phone (:min, :max)
     *  @param  string  $country  the message key of a phone of another country (:codes) */
    public function __construct(private string $invalid = 'customers.phone_invalid', private string $country = 'customers.phone_country') {}

    public function validate(string $attribute, mixed $value, Closure $fail): void
    {
        $phone = PhoneNumber::parse($value);
        if ($phone === null) {
            $fail($this->invalid)->translate([
                'min' => (int) config('shop.limits.phone_min_digits'),
                'max' => (int) config('shop.limits.phone_max_digits'),
            ]);

            return;
        }
        if (! $phone->inAllowedCountry()) {
            $fail($this->country)->translate(['codes' => implode(', ', array_map(fn (string $c) => '+'.$c, PhoneNumber::allowedCountries()))]);
        }
    }
}
