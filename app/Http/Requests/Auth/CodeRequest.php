<?php

namespace App\Http\Requests\Auth;

use App\Http\Requests\Concerns\BoundedLists;
use App\Shop\Customers\PhoneNumber;
use App\Shop\Customers\SignInRules;
use Illuminate\Foundation\Http\FormRequest;

/** POST auth.code {phone, code, favorites?}: favorites are the guest's product ids, merged into the account at sign-in. */
class CodeRequest extends FormRequest
{
    use BoundedLists;

    /** @return array<string, int> */
    protected function listBounds(): array
    {
        return ['favorites' => (int) config('shop.account.favorites_merge_max')];
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'phone' => SignInRules::phone(),
            'code' => SignInRules::code(),
            'favorites' => ['sometimes', 'nullable', 'array', 'list', 'max:'.(int) config('shop.account.favorites_merge_max')],
            'favorites.*' => ['integer', 'min:1', 'max:2147483647'],
        ];
    }

    /** @return list<int> */
    public function favorites(): array
    {
        return array_values(array_unique(array_map('intval', $this->validated('favorites') ?? [])));
    }

    /** The validated phone as E.164 digits, whatever its spelling (0501234567, +38 (050) 123-45-67, 380501234567). */
    public function phone(): string
    {
        return PhoneNumber::from($this->validated('phone'))->digits;
    }
}
