<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

/** A cart as the browser keeps it: at most 50 lines of whole quantities 1–99, modifiers 1–10 each. */
class CartCheckRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'items' => ['present', 'array', 'max:50'],
            'items.*.id' => ['required', 'integer', 'min:1', 'max:2147483647'],
            'items.*.quantity' => ['required', 'integer', 'min:1', 'max:99'],
            'items.*.currentPrice' => ['sometimes', 'integer', 'min:0', 'max:100000000'],
            'items.*.modifiers' => ['sometimes', 'array', 'max:20'],
            'items.*.modifiers.*.id' => ['required', 'integer', 'min:1', 'max:2147483647'],
            'items.*.modifiers.*.quantity' => ['required', 'integer', 'min:1', 'max:10'],
            'items.*.modifiers.*.currentPrice' => ['sometimes', 'integer', 'min:0', 'max:100000000'],
        ];
    }

    /** @return list<array{id: int, quantity: int, currentPrice?: int, modifiers: list<array{id: int, quantity: int, currentPrice?: int}>}> */
    public function items(): array
    {
        return array_values(array_map(fn (array $item) => array_filter([
            'id' => (int) $item['id'],
            'quantity' => (int) $item['quantity'],
            'currentPrice' => isset($item['currentPrice']) ? (int) $item['currentPrice'] : null,
            'modifiers' => array_values(array_map(fn (array $m) => array_filter([
                'id' => (int) $m['id'],
                'quantity' => (int) $m['quantity'],
                'currentPrice' => isset($m['currentPrice']) ? (int) $m['currentPrice'] : null,
            ], fn ($v) => $v !== null), $item['modifiers'] ?? [])),
        ], fn ($v) => $v !== null), $this->validated('items')));
    }
}
