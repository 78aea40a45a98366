<?php

namespace App\Http\Requests\Api;

use App\Http\Requests\Concerns\BoundedLists;
use Illuminate\Foundation\Http\FormRequest;

/** ?ids=1,2,3: at most 100 positive integer ids. */
class ProductsByIdsRequest extends FormRequest
{
    use BoundedLists;

    public const MAX_IDS = 100;

    /** @return array<string, int> */
    protected function listBounds(): array
    {
        return ['ids' => self::MAX_IDS];
    }

    protected function prepareForValidation(): void
    {
        $ids = $this->query('ids');
        $this->merge(['ids' => is_string($ids) && $ids !== '' ? explode(',', $ids) : $ids]);
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'ids' => ['required', 'array', 'max:'.self::MAX_IDS],
            'ids.*' => ['required', 'integer', 'min:1', 'max:2147483647'],
        ];
    }

    /** @return list<int> */
    public function ids(): array
    {
        return array_values(array_unique(array_map('intval', $this->validated('ids'))));
    }
}
