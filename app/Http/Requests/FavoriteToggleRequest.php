<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

/** POST account.favorites.toggle {id, favorite}: set one product's favorite state in the account. */
class FavoriteToggleRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'id' => ['required', 'integer', 'min:1', 'max:2147483647'],
            'favorite' => ['required', 'boolean'],
        ];
    }
}
