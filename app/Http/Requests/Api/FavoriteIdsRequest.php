<?php

namespace App\Http\Requests\Api;

use App\Http\Requests\Concerns\BoundedLists;
use Illuminate\Foundation\Http\FormRequest;

/** PUT /api/favorites {ids}: a list of at most shop.account.favorites_merge_max product ids to merge. */
class FavoriteIdsRequest extends FormRequest
{
    use BoundedLists;

    /** @return array<string, int> */
    protected function listBounds(): array
    {
        return ['ids' => (int) config('shop.account.favorites_merge_max')];
    }

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
