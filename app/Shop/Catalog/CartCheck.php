<?php

namespace App\Shop\Catalog;

use App\Models\Modifier;
use App\Models\ModifierGroup;
use App\Models\Product;
use Illuminate\Database\Eloquent\Collection;

/**
 * Prices a cart from the catalog, whatever the browser believes: every line gets the current price of its
 * product and modifiers, and the problems found (gone, unavailable, a changed price, modifiers that break
 * their group's limits, stopped at the chosen restaurant). The browser's currentPrice is only compared, never used.
 */
class CartCheck
{
    /** @param  list<array{id: int, quantity: int, currentPrice?: int, modifiers?: list<array{id: int, quantity: int, currentPrice?: int}>}>  $items
     *  @return array{lines: list<array<string, mixed>>, subtotal: int, count: int, upsell: list<array<string, mixed>>} */
    public function check(array $items, string $locale, Catalog $catalog, ?int $restaurantId = null): array
    {
        $products = Product::query()->listed()->with('modifierGroups.modifiers')
            ->whereIn('id', array_column($items, 'id'))->get()->keyBy('id');

        $lines = [];
        foreach ($items as $index => $item) {
            $lines[] = $this->line($index, $item, $products->get($item['id']), $locale);
        }

        // A dish (or a modifier) on the chosen restaurant's own stop-list cannot be cooked there: not orderable, kept
        // in the cart (another restaurant may make it), and named by the problem stopped_here.
        if ($restaurantId !== null) {
            foreach (app(RestaurantStopList::class)->blockedLines($restaurantId, $lines) as $index) {
                $lines[$index]['orderable'] = false;
                $lines[$index]['problems'][] = 'stopped_here';
            }
        }

        $priced = array_filter($lines, fn (array $line) => $line['orderable']);

        return [
            'lines' => $lines,
            'subtotal' => array_sum(array_column($priced, 'line_total')),
            'count' => array_sum(array_column($priced, 'quantity')),
            'upsell' => $catalog->upsell(array_column($items, 'id'), $locale),
        ];
    }

    /** @param  array<string, mixed>  $item
     *  @return array<string, mixed> */
    private function line(int $index, array $item, ?Product $product, string $locale): array
    {
        if ($product === null) {
            return ['index' => $index, 'id' => $item['id'], 'orderable' => false, 'problems' => ['not_found'], 'quantity' => $item['quantity'], 'line_total' => 0];
        }

        $problems = [];
        if (! $product->available) {
            $problems[] = 'unavailable';
        }
        if (isset($item['currentPrice']) && (int) $item['currentPrice'] !== $product->price) {
            $problems[] = 'price_changed';
        }

        $modifiers = $this->modifiers($product, $item['modifiers'] ?? [], $locale, $problems);
        $modifiersTotal = array_sum(array_map(fn (array $m) => $m['price'] * $m['quantity'], $modifiers));
        $quantity = (int) $item['quantity'];

        return [
            'index' => $index,
            'id' => $product->id,
            'slug' => $product->slug,
            'name' => $product->translate('name', $locale),
            'image' => $product->image,
            'quantity' => $quantity,
            'price' => $product->price,
            'modifiers' => $modifiers,
            'line_total' => $quantity * $product->price + $modifiersTotal * $quantity,
            'orderable' => ! array_intersect($problems, ['unavailable', 'modifier_unavailable', 'modifier_limits']),
            'problems' => array_values(array_unique($problems)),
        ];
    }

    /** @param  list<array<string, mixed>>  $chosen
     *  @param  list<string>  $problems
     *  @return list<array{id: int, name: ?string, price: int, quantity: int}> */
    private function modifiers(Product $product, array $chosen, string $locale, array &$problems): array
    {
        /** @var Collection<int, Modifier> $allowed */
        $allowed = $product->modifierGroups->flatMap(fn (ModifierGroup $g) => $g->modifiers)->keyBy('id');
        $result = [];
        $perGroup = [];

        foreach ($chosen as $choice) {
            $modifier = $allowed->get($choice['id']);
            if ($modifier === null || ! $modifier->available) {
                $problems[] = 'modifier_unavailable';

                continue;
            }
            if ($choice['quantity'] > $modifier->max_quantity) {
                $problems[] = 'modifier_limits';
            }
            if (isset($choice['currentPrice']) && (int) $choice['currentPrice'] !== $modifier->price) {
                $problems[] = 'price_changed';
            }
            $perGroup[$modifier->modifier_group_id] = ($perGroup[$modifier->modifier_group_id] ?? 0) + 1;
            $result[] = ['id' => $modifier->id, 'name' => $modifier->translate('name', $locale), 'price' => $modifier->price, 'quantity' => (int) $choice['quantity']];
        }

        foreach ($product->modifierGroups as $group) {
            $count = $perGroup[$group->id] ?? 0;
            $min = $group->required ? max(1, $group->min) : $group->min;
            if ($count < $min || $count > $group->max) {
                $problems[] = 'modifier_limits';
            }
        }

        return $result;
    }
}
