<?php

namespace App\Shop\Catalog;

use App\Models\RestaurantStopListEntry;

/**
 * What one restaurant's kitchen cannot make now (the staff's stop-list of one restaurant). The stop-list of every
 * restaurant is the product's or the modifier's `available` flag, which the menu and the cart check read.
 */
class RestaurantStopList
{
    /** The restaurants whose own stop-list holds this product now.
     *  @return list<int> */
    public function restaurantsStopping(int $productId): array
    {
        return RestaurantStopListEntry::query()->where('item_type', RestaurantStopListEntry::PRODUCT)->where('item_id', $productId)
            ->orderBy('restaurant_id')->pluck('restaurant_id')->map(fn ($id) => (int) $id)->values()->all();
    }

    /**
     * The indexes of priced cart lines that this kitchen cannot make: a stop-listed product or modifier.
     *
     * @param  list<array<string, mixed>>  $lines  lines of CartCheck
     * @return list<int>
     */
    public function blockedLines(int $restaurantId, array $lines): array
    {
        $productIds = array_values(array_filter(array_map(fn (array $l) => $l['orderable'] ? $l['id'] : null, $lines)));
        $modifierIds = array_merge([], ...array_map(fn (array $l) => array_column($l['modifiers'] ?? [], 'id'), $lines));
        if ($productIds === []) {
            return [];
        }
        $stopped = RestaurantStopListEntry::query()->where('restaurant_id', $restaurantId)
            ->where(fn ($q) => $q->where(fn ($q) => $q->where('item_type', RestaurantStopListEntry::PRODUCT)->whereIn('item_id', $productIds))
                ->orWhere(fn ($q) => $q->where('item_type', RestaurantStopListEntry::MODIFIER)->whereIn('item_id', $modifierIds ?: [0])))
            ->get(['item_type', 'item_id']);
        if ($stopped->isEmpty()) {
            return [];
        }
        $products = $stopped->where('item_type', RestaurantStopListEntry::PRODUCT)->pluck('item_id')->map(fn ($id) => (int) $id)->all();
        $modifiers = $stopped->where('item_type', RestaurantStopListEntry::MODIFIER)->pluck('item_id')->map(fn ($id) => (int) $id)->all();

        $blocked = [];
        foreach ($lines as $line) {
            if (! $line['orderable']) {
                continue;
            }
            if (in_array((int) $line['id'], $products, true) || array_intersect(array_map('intval', array_column($line['modifiers'] ?? [], 'id')), $modifiers) !== []) {
                $blocked[] = (int) $line['index'];
            }
        }

        return $blocked;
    }
}
