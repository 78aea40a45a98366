<?php

namespace App\Http\Requests\Staff;

use App\Http\Requests\Concerns\BoundedLists;
use App\Models\StaffMember;
use App\Staff\StaffRole;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/** The restaurants of a kitchen or courier account (managers only): a list of restaurant ids, at least one. */
class KitchenRestaurantsRequest extends FormRequest
{
    use BoundedLists;

    public function authorize(): bool
    {
        $account = $this->route('account');

        return $account instanceof StaffMember && Gate::allows('update', $account);
    }

    /** @return array<string, int> */
    protected function listBounds(): array
    {
        return ['restaurant_ids' => (int) config('shop.staff.max_kitchen_restaurants')];
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'restaurant_ids' => ['required', 'array', 'min:1', 'max:'.(int) config('shop.staff.max_kitchen_restaurants')],
            'restaurant_ids.*' => ['integer', 'distinct', 'min:1', 'max:2147483647', Rule::exists('restaurants', 'id')],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            'restaurant_ids.required' => __('staff.kitchen.restaurants_required'),
            'restaurant_ids.min' => __('staff.kitchen.restaurants_required'),
            'restaurant_ids.*' => __('staff.kitchen.restaurant_unknown'),
        ];
    }

    /** Only a kitchen or courier account works for restaurants (managers and operators see every one).
     *  @return list<callable(Validator): void> */
    public function after(): array
    {
        return [function (Validator $validator) {
            $account = $this->route('account');
            if ($account instanceof StaffMember && ! in_array($account->role, [StaffRole::Kitchen, StaffRole::Courier], true)) {
                $validator->errors()->add('restaurant_ids', __('staff.kitchen.not_kitchen'));
            }
        }];
    }

    /** @return list<int> */
    public function restaurantIds(): array
    {
        return array_values(array_map('intval', (array) $this->validated('restaurant_ids')));
    }
}
