<?php

namespace App\Http\Requests\Concerns;

/** A cart as the browser keeps it ({id, quantity, currentPrice?, modifiers: [{id, quantity, currentPrice?}]}): rules and the validated shape. */
trait CartItems
{
    /** The cart's lists, counted (BoundedLists) before any line is validated: the lines, then each line's modifiers.
     *  @return array<string, int> */
    protected function listBounds(): array
    {
        return ['items' => (int) config('shop.ordering.max_lines'), 'items.*.modifiers' => (int) config('shop.ordering.max_modifiers')];
    }

    /** @return array<string, mixed> */
    protected function itemRules(): array
    {
        $max = (int) config('shop.ordering.max_quantity');

        return [
            'items.*' => ['array'],
            'items.*.id' => ['required', 'integer', 'min:1', 'max:2147483647'],
            'items.*.quantity' => ['required', 'integer', 'min:1', "max:$max"],
            'items.*.currentPrice' => ['sometimes', 'nullable', 'integer', 'min:0', 'max:'.config('shop.ordering.max_amount')],
            'items.*.modifiers' => ['sometimes', 'array', 'max:'.(int) config('shop.ordering.max_modifiers')],
            'items.*.modifiers.*' => ['array'],
            'items.*.modifiers.*.id' => ['required', 'integer', 'min:1', 'max:2147483647'],
            'items.*.modifiers.*.quantity' => ['required', 'integer', 'min:1', 'max:'.(int) config('shop.ordering.max_modifier_quantity')],
            'items.*.modifiers.*.currentPrice' => ['sometimes', 'nullable', 'integer', 'min:0', 'max:'.config('shop.ordering.max_amount')],
        ];
    }

    /** The cart's messages in the request's language.
     *  @return array<string, string> */
    protected function itemMessages(): array
    {
        return [
            'items.required' => __('checkout.validation.items_required'),
            'items.present' => __('checkout.validation.items_required'),
            'items.array' => __('checkout.validation.items_required'),
            'items.min' => __('checkout.validation.items_required'),
            'items.max' => __('checkout.validation.items_max'),
            'items.*.array' => __('checkout.validation.line'),
            'items.*.quantity.*' => __('checkout.validation.quantity', ['max' => config('shop.ordering.max_quantity')]),
            'items.*.modifiers.array' => __('checkout.validation.modifiers_max', ['max' => config('shop.ordering.max_modifiers')]),
            'items.*.modifiers.max' => __('checkout.validation.modifiers_max', ['max' => config('shop.ordering.max_modifiers')]),
            'items.*.modifiers.*.array' => __('checkout.validation.line'),
            'items.*.modifiers.*.quantity.*' => __('checkout.validation.modifier_quantity', ['max' => config('shop.ordering.max_modifier_quantity')]),
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
