<?php

namespace App\Http\Requests\Staff;

use App\Shop\Ordering\OrderType;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** The board's filters: one restaurant, one order type (delivery or pickup), or all. */
class BoardFilterRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'restaurant' => ['nullable', 'integer', 'min:1', 'max:2147483647'],
            'type' => ['nullable', Rule::enum(OrderType::class)],
        ];
    }

    /** @return array{restaurant: ?int, type: ?string} */
    public function filters(): array
    {
        $restaurant = $this->validated('restaurant');

        return ['restaurant' => $restaurant === null ? null : (int) $restaurant, 'type' => $this->validated('type')];
    }
}
