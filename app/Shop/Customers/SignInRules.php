<?php

namespace App\Shop\Customers;

/** Input rules of the sign-in calls, shared by the API's and the storefront's FormRequests and the in-process adapter. */
final class SignInRules
{
    /** Digits only, 9 to shop.limits.phone_max_digits (15) of them, in a country of shop.otp.countries. @return list<mixed> */
    public static function phone(): array
    {
        return ['required', 'string', 'regex:/^\d{9,'.(int) config('shop.limits.phone_max_digits').'}$/', new AllowedCallingCode];
    }

    /** Exactly shop.limits.otp_length (4) digits. @return list<string> */
    public static function code(): array
    {
        return ['required', 'string', 'regex:/^\d{'.(int) config('shop.limits.otp_length').'}$/'];
    }
}
