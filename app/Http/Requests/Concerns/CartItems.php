<?php

namespace App\Http\Requests\Concerns;

/** A cart as the browser keeps it ({id, quantity, currentPrice?, modifiers: [{id, quantity, currentPrice?}]}): rules and the validated shape. */
trait CartItems
{
    /** @return array<string, mixed> */
    protected function itemRules(): array
    {
        $max = (int) config('shop.ordering.max_quantity');

        return [
            'items.*' => ['array'],
            'items.*.id' => ['required', 'integer', 'min:1', 'max:2147483647'],
            'items.*.quantity' => ['required', 'integer', 'min:1', "max:$max"],
            'items.*.currentPrice' => ['sometimes', 'nullable', 'integer', 'min:0', 'max:100000000'],
            'items.*.modifiers' => ['sometimes', 'array', 'max:20'],
            'items.*.modifiers.*.id' => ['required', 'integer', 'min:1', 'max:2147483647'],
            'items.*.modifiers.*.quantity' => ['required', 'integer', 'min:1', 'max:10'],
            'items.*.modifiers.*.currentPrice' => ['sometimes', 'nullable', 'integer', 'min:0', 'max:100000000'],
        ];
    }

    /** Validated items as integers; absent price hints are left out.
     *  @param  array<int, array<string, mixed>>  $items
     *  @return list<array{id: int, quantity: int, currentPrice?: int, modifiers: list<array{id: int, quantity: int, currentPrice?: int}>}> */
    protected function cartItems(array $items): array
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
        ], fn ($v) => $v !== null), $items));
    }
}
