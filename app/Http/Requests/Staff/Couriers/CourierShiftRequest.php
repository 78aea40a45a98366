<?php

namespace App\Http\Requests\Staff\Couriers;

use Illuminate\Foundation\Http\FormRequest;

/** Starting a shift: one of the courier's restaurants. */
class CourierShiftRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['restaurant_id' => ['required', 'integer', 'min:1', 'max:2147483647']];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return ['restaurant_id.*' => __('couriers.shift_restaurant')];
    }

    public function restaurantId(): int
    {
        return (int) $this->validated('restaurant_id');
    }
}
