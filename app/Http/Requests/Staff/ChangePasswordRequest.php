<?php

namespace App\Http\Requests\Staff;

use Illuminate\Foundation\Http\FormRequest;

/** A new password of one's own: the current one, and the new one twice. */
class ChangePasswordRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'current_password' => ['required', 'string', 'max:200'],
            'password' => ['required', 'string', 'min:'.(int) config('shop.staff.password_min_length'), 'max:200', 'confirmed'],
        ];
    }
}
