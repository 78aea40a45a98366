<?php

namespace App\Http\Requests\Auth;

use App\Shop\Customers\PhoneNumber;
use App\Shop\Customers\SignInRules;
use Illuminate\Foundation\Http\FormRequest;

/** POST auth.phone {phone}: a phone in any usual spelling, normalised to E.164 digits. */
class PhoneRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['phone' => SignInRules::phone()];
    }

    /** The validated phone as E.164 digits, whatever its spelling (0501234567, +38 (050) 123-45-67, 380501234567). */
    public function phone(): string
    {
        return PhoneNumber::from($this->validated('phone'))->digits;
    }
}
