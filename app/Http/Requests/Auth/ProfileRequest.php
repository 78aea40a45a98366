<?php

namespace App\Http\Requests\Auth;

use App\Shop\Customers\ProfileRules;
use Illuminate\Foundation\Http\FormRequest;

/**
 * POST auth.profile {name, surname, birthday}: the shapes are checked here; letters, age and the
 * birthday-once rule are the upstream's (its 422 messages are passed on under the same fields).
 */
class ProfileRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'name' => ['required', 'string', 'max:'.ProfileRules::nameMax()],
            'surname' => ['required', 'string', 'max:'.ProfileRules::nameMax()],
            'birthday' => ['nullable', 'string', 'date_format:Y-m-d'],
        ];
    }
}
