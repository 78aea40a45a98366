<?php

namespace App\Http\Requests\Api;

use App\Shop\Customers\PhoneNumber;
use App\Shop\Customers\SignInRules;
use Illuminate\Foundation\Http\FormRequest;

/** POST /api/sms-code-check {phone, code}: the phone as digits, the code of the configured length. */
class SmsCodeCheckRequest extends FormRequest
{
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
