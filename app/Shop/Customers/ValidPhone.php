<?php

namespace App\Shop\Customers;

use Closure;
use Illuminate\Contracts\Validation\ValidationRule;

/**
 * The one phone rule of sign-in and checkout: a number PhoneNumber can read (any usual spelling), in a country of
 * shop.otp.countries, that exists (libphonenumber) and is a mobile (sign-in codes come by SMS; checkout takes the same
 * numbers). Controllers take the normalised digits from PhoneNumber::from() of the validated value.
 */
final class ValidPhone implements ValidationRule
{
    /** @param  string  $invalid  the message key of a value that is not spelled as a phone (:min, :max)
     *  @param  string  $country  the message key of a phone of another country (:codes)
     *  @param  string  $unknown  the message key of a number that does not exist (a prefix or a length no number has)
     *  @param  string  $mobile  the message key of a number that is not a mobile (a landline, a free or premium line) */
    public function __construct(
        private string $invalid = 'customers.phone_invalid',
        private string $country = 'customers.phone_country',
        private string $unknown = 'customers.phone_unknown',
        private string $mobile = 'customers.phone_mobile',
    ) {}

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

            return;
        }
        if (! $phone->isValid()) {
            $fail($this->unknown)->translate();

            return;
        }
        if (! $phone->isMobile()) {
            $fail($this->mobile)->translate();
        }
    }
}
