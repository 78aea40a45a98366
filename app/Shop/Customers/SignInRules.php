<?php

namespace App\Shop\Customers;

/** Input rules of the sign-in calls, shared by the API's and the storefront's FormRequests and the in-process adapter. */
final class SignInRules
{
    /** A phone in any usual spelling (ValidPhone), normalised by PhoneNumber before use.
     *  @return list<mixed> */
    public static function phone(): array
    {
        return ['required', 'string', new ValidPhone];
    }

    /** The shop API's wire form: digits only (the storefront strips the formatting), then the same rule.
     *  @return list<mixed> */
    public static function wirePhone(): array
    {
        return ['required', 'string', 'regex:/^\d+$/', new ValidPhone];
    }

    /** Exactly shop.limits.otp_length digits.
     *  @return list<string> */
    public static function code(): array
    {
        return ['required', 'string', 'regex:/^\d{'.(int) config('shop.limits.otp_length').'}$/'];
    }
}
