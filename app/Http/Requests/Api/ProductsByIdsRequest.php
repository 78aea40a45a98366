<?php

namespace App\Http\Requests\Api;

use Illuminate\Foundation\Http\FormRequest;

/** ?ids=1,2,3: at most 100 positive integer ids. */
class ProductsByIdsRequest extends FormRequest
{
    protected function prepareForValidation(): void
    {
        $ids = $this->query('ids');
        $this->merge(['ids' => is_string($ids) && $ids !== '' ? explode(',', $ids) : $ids]);
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'ids' => ['required', 'array', 'max:100'],
            'ids.*' => ['required', 'integer', 'min:1', 'max:2147483647'],
        ];
    }

    /** @return list<int> */
    public function ids(): array
    {
        return array_values(array_unique(array_map('intval', $this->validated('ids'))));
    }
}
