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
        return ['items' => ['present', 'array', 'max:'.(int) config('shop.ordering.max_lines')]] + $this->itemRules();
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return $this->itemMessages();
    }

    /** @return list<array{id: int, quantity: int, currentPrice?: int, modifiers: list<array{id: int, quantity: int, currentPrice?: int}>}> */
    public function items(): array
    {
        return $this->cartItems($this->validated('items'));
    }
}
