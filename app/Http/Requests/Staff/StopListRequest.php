<?php

namespace App\Http\Requests\Staff;

use App\Models\Modifier;
use App\Models\Product;
use App\Models\RestaurantStopListEntry;
use App\Staff\Actor;
use App\Staff\Kitchens\RestaurantScope;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** Stop (or bring back) a product or a modifier, everywhere (no restaurant) or at one restaurant. */
class StopListRequest extends FormRequest
{
    /** A kitchen assigned to restaurants changes only their stop-lists: "everywhere" and other restaurants are 403. */
    public function authorize(RestaurantScope $scope, Actor $actor): bool
    {
        $restaurant = $this->input('restaurant_id');
        if ($actor->member === null || $scope->ids($actor->member) === null) {
            return true;
        }

        return is_numeric($restaurant) && $scope->allows($actor->member, (int) $restaurant);
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        $table = $this->input('type') === RestaurantStopListEntry::MODIFIER ? 'modifiers' : 'products';

        return [
            'type' => ['required', 'string', Rule::in([RestaurantStopListEntry::PRODUCT, RestaurantStopListEntry::MODIFIER])],
            'id' => ['required', 'integer', 'min:1', 'max:2147483647', Rule::exists($table, 'id')],
            'restaurant_id' => ['nullable', 'integer', 'min:1', 'max:2147483647', Rule::exists('restaurants', 'id')],
            'stopped' => ['required', 'boolean'],
            // At one restaurant: kept after closing time (until put back) instead of ending then.
            'pinned' => ['sometimes', 'boolean'],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['id.*' => __('staff.stop_list.item')];
    }

    /** The stopped (or resumed) item's name in the page's language, for the toast. */
    public function itemName(): string
    {
        $query = $this->validated('type') === RestaurantStopListEntry::MODIFIER ? Modifier::query() : Product::query();

        return (string) $query->findOrFail((int) $this->validated('id'))->translate('name', app()->getLocale());
    }

    public function restaurant(): ?int
    {
        $id = $this->validated('restaurant_id');

        return $id === null ? null : (int) $id;
    }
}
