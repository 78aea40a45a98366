<?php

namespace App\Http\Requests\Api;

use App\Http\Requests\Api\Concerns\NamesClientIp;
use App\Shop\Customers\PhoneNumber;
use App\Shop\Customers\SignInRules;
use Illuminate\Foundation\Http\FormRequest;

/** POST /api/sms-code-check {phone, code}: the phone as digits, the code of the configured length; the visitor's address
 *  (X-Client-Ip from a storefront that sends a valid X-Line-Header) budgets the wrong codes per phone and address. */
class SmsCodeCheckRequest extends FormRequest
{
    use NamesClientIp;

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['phone' => SignInRules::wirePhone(), 'code' => SignInRules::code()];
    }

    /** The validated phone as E.164 digits (a national 0 takes the shop's country code). */
    public function phone(): string
    {
        return PhoneNumber::from($this->validated('phone'))->digits;
    }
}
