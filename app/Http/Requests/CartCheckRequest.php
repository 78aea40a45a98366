<?php

namespace App\Http\Requests;

use App\Http\Requests\Concerns\BoundedLists;
use App\Http\Requests\Concerns\CartItems;
use Illuminate\Foundation\Http\FormRequest;

/** A cart as the browser keeps it: at most shop.ordering.max_lines lines, counted before any line is validated. */
class CartCheckRequest extends FormRequest
{
    use BoundedLists, CartItems;

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'items' => ['present', 'array', 'max:'.(int) config('shop.ordering.max_lines')],
            // The restaurant whose kitchen would cook the cart (the chosen delivery zone's or pickup place): its stop-list holds.
            'restaurant_id' => ['nullable', 'integer', 'min:1', 'max:2147483647'],
        ] + $this->itemRules();
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return $this->itemMessages();
    }

    public function restaurant(): ?int
    {
        $id = $this->validated('restaurant_id');

        return $id === null ? null : (int) $id;
    }

    /** @return list<array{id: int, quantity: int, currentPrice?: int, modifiers: list<array{id: int, quantity: int, currentPrice?: int}>}> */
    public function items(): array
    {
        return $this->cartItems($this->validated('items'));
    }
}
