<?php

namespace App\Http\Requests;

use App\Http\Requests\Concerns\CartItems;
use Illuminate\Foundation\Http\FormRequest;

/** A cart as the browser keeps it: at most 50 lines of whole quantities 1–99, modifiers 1–10 each. */
class CartCheckRequest extends FormRequest
{
    use CartItems;

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['items' => ['present', 'array', 'max:50']] + $this->itemRules();
    }

    /** @return list<array{id: int, quantity: int, currentPrice?: int, modifiers: list<array{id: int, quantity: int, currentPrice?: int}>}> */
    public function items(): array
    {
        return $this->cartItems($this->validated('items'));
    }
}
