<?php

namespace App\Http\Requests\Staff\Shop;

use App\Models\Region;
use App\Rules\Hryvnias;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/**
 * A delivery region: names in both languages, slug, minimum order and delivery fee in hryvnias (the fee may be zero),
 * free delivery from an amount (optional, above the minimum order), delivery time, the restaurant that serves it, on or off.
 */
class RegionRequest extends ShopRequest
{
    protected function prepareForValidation(): void
    {
        $this->emptyAsNull(['free_from', 'restaurant_id']);
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        $region = $this->route('region');

        return [
            ...$this->translated('name', (int) config('shop.menu.name_max')),
            'slug' => [...$this->slugRules(), Rule::unique('regions', 'slug')->ignore($region instanceof Region ? $region->id : null)],
            'min_order' => ['required', new Hryvnias(positive: false)],
            'delivery_fee' => ['required', new Hryvnias(positive: false)],
            'free_from' => ['nullable', new Hryvnias],
            'eta_minutes' => ['required', 'integer', 'min:5', 'max:600'],
            'restaurant_id' => ['required', 'integer', 'min:1', 'max:2147483647', Rule::exists('restaurants', 'id')],
            'active' => ['required', 'boolean'],
        ];
    }

    /** @return list<\Closure(Validator): void> */
    public function after(): array
    {
        return [function (Validator $validator) {
            if ($validator->errors()->hasAny(['min_order', 'free_from']) || $this->input('free_from') === null) {
                return;
            }
            if (Hryvnias::toKopiyky($this->input('free_from')) <= Hryvnias::toKopiyky($this->input('min_order'))) {
                $validator->errors()->add('free_from', __('shop_admin.free_from_above'));
            }
        }];
    }

    /** @return array<string, mixed> */
    public function values(): array
    {
        $free = $this->validated('free_from');

        return [
            'name' => $this->texts('name'), 'slug' => $this->validated('slug'),
            'min_order' => Hryvnias::toKopiyky($this->validated('min_order')), 'delivery_fee' => Hryvnias::toKopiyky($this->validated('delivery_fee')),
            'free_from' => $free === null ? null : Hryvnias::toKopiyky($free), 'eta_minutes' => (int) $this->validated('eta_minutes'),
            'restaurant_id' => (int) $this->validated('restaurant_id'), 'active' => $this->boolean('active'),
        ];
    }
}
