<?php

namespace App\Http\Requests\Api;

use App\Shop\Customers\SignInRules;
use Illuminate\Foundation\Http\FormRequest;

/** POST /api/sms-code-check {phone, code}: digits only, the code of the configured length. */
class SmsCodeCheckRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['phone' => SignInRules::phone(), 'code' => SignInRules::code()];
    }
}
