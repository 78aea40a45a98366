<?php

namespace App\Http\Requests\Staff;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;

/** A new password a manager gives a staff account. */
class ResetPasswordRequest extends FormRequest
{
    public function authorize(): bool
    {
        return Gate::allows('update', $this->route('account'));
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['password' => ['required', 'string', 'min:'.(int) config('shop.staff.password_min_length'), 'max:200']];
    }
}
