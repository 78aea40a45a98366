<?php

namespace App\Shop\Catalog;

use App\Models\IngredientStop;
use App\Models\Restaurant;
use App\Models\RestaurantStopListEntry;
use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Support\Facades\DB;

/**
 * What one restaurant's kitchen cannot make now: the dishes and modifiers on its own stop-list (until their time, if
 * they have one), and those made with an ingredient that is out there or everywhere (App\Staff\Floor\IngredientStops).
 * The stop-list of every restaurant is the product's or the modifier's `available` flag, which the menu and the cart
 * check read.
 */
class RestaurantStopList
{
    /** The restaurants whose own stop-list, or an ingredient out there, holds this product now.
     *  @return list<int> */
    public function restaurantsStopping(int $productId): array
    {
        $now = CarbonImmutable::now();
        $ids = self::live(RestaurantStopListEntry::query(), $now)->where('item_type', RestaurantStopListEntry::PRODUCT)->where('item_id', $productId)
            ->pluck('restaurant_id')->map(fn ($id) => (int) $id)->all();
        $stops = IngredientStop::activeAt($now)
            ->whereIn('ingredient_id', DB::table('ingredient_product')->where('product_id', $productId)->select('ingredient_id'))
            ->pluck('restaurant_id');
        if ($stops->contains(null)) {
            $ids = Restaurant::query()->pluck('id')->map(fn ($id) => (int) $id)->all();
        } else {
            $ids = [...$ids, ...$stops->map(fn ($id) => (int) $id)->all()];
        }
        $ids = array_values(array_unique($ids));
        sort($ids);

        return $ids;
    }

    /**
     * The indexes of priced cart lines that this kitchen cannot make: a stop-listed product or modifier, or one made
     * with an ingredient out there.
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
        $now = CarbonImmutable::now();
        $stopped = self::live(RestaurantStopListEntry::query(), $now)->where('restaurant_id', $restaurantId)
            ->where(fn ($q) => $q->where(fn ($q) => $q->where('item_type', RestaurantStopListEntry::PRODUCT)->whereIn('item_id', $productIds))
                ->orWhere(fn ($q) => $q->where('item_type', RestaurantStopListEntry::MODIFIER)->whereIn('item_id', $modifierIds ?: [0])))
            ->get(['item_type', 'item_id']);
        $products = $stopped->where('item_type', RestaurantStopListEntry::PRODUCT)->pluck('item_id')->map(fn ($id) => (int) $id)->all();
        $modifiers = $stopped->where('item_type', RestaurantStopListEntry::MODIFIER)->pluck('item_id')->map(fn ($id) => (int) $id)->all();

        $out = IngredientStop::activeAt($now)->where(fn ($q) => $q->where('restaurant_id', $restaurantId)->orWhereNull('restaurant_id'))->select('ingredient_id');
        if ($out->exists()) {
            $products = [...$products, ...DB::table('ingredient_product')->whereIn('ingredient_id', $out)->whereIn('product_id', $productIds)->pluck('product_id')->map(fn ($id) => (int) $id)->all()];
            $modifiers = [...$modifiers, ...DB::table('ingredient_modifier')->whereIn('ingredient_id', $out)->whereIn('modifier_id', $modifierIds ?: [0])->pluck('modifier_id')->map(fn ($id) => (int) $id)->all()];
        }
        if ($products === [] && $modifiers === []) {
            return [];
        }

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

    /** Entries still holding at $now (a dish stopped until closing ends then even before shop:end-stops removes it).
     *  @param  Builder<RestaurantStopListEntry>  $query
     *  @return Builder<RestaurantStopListEntry> */
    private static function live(Builder $query, CarbonImmutable $now): Builder
    {
        return $query->where(fn (Builder $q) => $q->whereNull('until')->orWhere('until', '>', $now));
    }
}
