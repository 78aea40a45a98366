<?php

namespace App\Http\Requests\Api;

use Illuminate\Foundation\Http\FormRequest;

/** PUT /api/favorites {ids}: a list of at most shop.account.favorites_merge_max product ids to merge. */
class FavoriteIdsRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'ids' => ['present', 'array', 'list', 'max:'.(int) config('shop.account.favorites_merge_max')],
            'ids.*' => ['integer', 'min:1', 'max:2147483647'],
        ];
    }

    /** @return list<int> */
    public function ids(): array
    {
        return array_values(array_unique(array_map('intval', $this->validated('ids'))));
    }
}
