<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

/** An optional ?ids=1,2,3 list of product ids kept by the browser (favorites, viewed, cart); junk is dropped, at most 100 kept. */
class ProductIdsRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['ids' => ['sometimes', 'nullable', 'string', 'max:1200']];
    }

    /** @return list<int> */
    public function ids(): array
    {
        $ids = array_filter(explode(',', (string) $this->validated('ids')), fn (string $id) => ctype_digit($id) && strlen($id) <= 9);

        return array_slice(array_values(array_unique(array_map('intval', $ids))), 0, 100);
    }
}
