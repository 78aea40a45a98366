<?php

namespace App\Shop\Customers;

use Closure;
use Illuminate\Contracts\Validation\ValidationRule;

/** A sign-in phone must start with one of the country calling codes of config('shop.otp.countries'): codes are texted nowhere else. */
final class AllowedCallingCode implements ValidationRule
{
    public function validate(string $attribute, mixed $value, Closure $fail): void
    {
        // Malformed numbers are the format rule's to refuse.
        if (! is_string($value) || ! ctype_digit($value)) {
            return;
        }

        $codes = array_map('strval', (array) config('shop.otp.countries'));
        foreach ($codes as $code) {
            if ($code !== '' && str_starts_with($value, $code)) {
                return;
            }
        }

        $fail('customers.phone_country')->translate(['codes' => implode(', ', array_map(fn (string $c) => '+'.$c, $codes))]);
    }
}
