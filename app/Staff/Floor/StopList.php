<?php

namespace App\Staff\Floor;

use App\Models\Category;
use App\Models\Modifier;
use App\Models\ModifierGroup;
use App\Models\Product;
use App\Models\RestaurantStopListEntry;
use App\Models\StaffMember;
use App\Shop\Ordering\OpeningHours;
use App\Staff\Actor;
use App\Staff\Audit;
use App\Staff\Kitchens\RestaurantScope;
use App\Staff\Menu\MenuCache;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;

/**
 * The stop-list from the floor: a product or a modifier stops selling everywhere (its `available` flag: the menu
 * shows it unavailable, the cart check and the checkout refuse it) or at one restaurant (the checkout refuses it
 * for orders that kitchen makes), and comes back. A change everywhere renews the storefront's catalog cache.
 */
class StopList
{
    public function __construct(
        private Audit $audit,
        private Actor $actor,
        private StorefrontCache $storefront,
        private RestaurantScope $scope,
        private MenuCache $menuCache,
        private OpeningHours $hours,
    ) {}

    /** The stop-list as this staff member may work it: a kitchen assigned to restaurants sees and changes only theirs
     *  (`everywhere` false: it cannot stop a dish for the whole shop). */
    public function page(StaffMember $staff, string $locale): StopListPage
    {
        $ids = $this->scope->ids($staff);
        $now = CarbonImmutable::now();
        $entries = RestaurantStopListEntry::query()->when($ids !== null, fn ($q) => $q->whereIn('restaurant_id', $ids))
            ->where(fn ($q) => $q->whereNull('until')->orWhere('until', '>', $now))->get(['restaurant_id', 'item_type', 'item_id']);
        $item = fn (string $type, Product|Modifier $i) => new StopListItem(
            id: $i->id,
            name: (string) $i->translate('name', $locale),
            available: $i->available,
            stopped_at: array_values($entries->where('item_type', $type)->where('item_id', $i->id)->pluck('restaurant_id')->map(fn ($r) => (int) $r)->all()),
        );

        return new StopListPage(
            everywhere: $ids === null,
            restaurants: $this->scope->restaurants($staff, $locale),
            categories: array_values(Category::query()->orderBy('sort')->orderBy('id')->with(['products' => fn ($q) => $q->ordered()])->get()
                ->map(fn (Category $c) => new StopListCategory(
                    id: $c->id,
                    name: (string) $c->translate('name', $locale),
                    products: array_values($c->products->map(fn (Product $p) => $item(RestaurantStopListEntry::PRODUCT, $p))->all()),
                ))->all()),
            modifierGroups: array_values(ModifierGroup::query()->orderBy('sort')->orderBy('id')->with(['modifiers' => fn ($q) => $q->orderBy('sort')->orderBy('id')])->get()
                ->map(fn (ModifierGroup $g) => new StopListModifierGroup(
                    id: $g->id,
                    name: (string) $g->translate('name', $locale),
                    modifiers: array_values($g->modifiers->map(fn (Modifier $m) => $item(RestaurantStopListEntry::MODIFIER, $m))->all()),
                ))->all()),
        );
    }

    /**
     * Put an item on the stop-list (stopped) or take it off, everywhere (no restaurant) or at one restaurant. At one
     * restaurant it comes back on its own at closing time (shop:end-stops) unless pinned.
     */
    public function set(string $type, int $id, ?int $restaurantId, bool $stopped, bool $pinned = false): void
    {
        DB::transaction(function () use ($type, $id, $restaurantId, $stopped, $pinned) {
            $item = ($type === RestaurantStopListEntry::PRODUCT ? Product::query() : Modifier::query())->lockForUpdate()->findOrFail($id);
            $subject = ['type' => $type, 'id' => $id, 'name' => $item->translate('name', 'uk'), 'restaurant_id' => $restaurantId];

            if ($restaurantId === null) {
                if ($item->available === ! $stopped) {
                    return;
                }
                $item->update(['available' => ! $stopped]);
                $this->storefront->invalidate();
            } else {
                $entry = RestaurantStopListEntry::query()->where(['restaurant_id' => $restaurantId, 'item_type' => $type, 'item_id' => $id]);
                // One that reached its time is over, whether or not shop:end-stops removed it yet.
                (clone $entry)->whereNotNull('until')->where('until', '<=', now())->delete();
                if ($entry->exists() === $stopped) {
                    return;
                }
                $stopped
                    ? RestaurantStopListEntry::query()->create([
                        'restaurant_id' => $restaurantId, 'item_type' => $type, 'item_id' => $id, 'staff_member_id' => $this->actor->id(), 'created_at' => now(),
                        'until' => $pinned ? null : $this->hours->closing($restaurantId, CarbonImmutable::now()),
                    ])
                    : $entry->delete();
                if ($item instanceof Product) {
                    $this->menuCache->product($item, [$item->category_id]); // its page names the restaurants that stopped it
                }
            }

            $this->audit->record($stopped ? 'stop_list.add' : 'stop_list.remove', [$type, $id], $subject + ['stopped' => ! $stopped], $subject + ['stopped' => $stopped]);
        });
    }
}
