<?php

namespace App\Http\Requests\Auth;

use App\Shop\Customers\SignInRules;
use Illuminate\Foundation\Http\FormRequest;

/** POST auth.phone {phone}: the digits of the phone (the browser strips the formatting). */
class PhoneRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['phone' => SignInRules::phone()];
    }
}
