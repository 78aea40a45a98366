<?php

namespace App\Staff\Kitchens;

use App\Models\Order;
use App\Models\Restaurant;
use App\Models\StaffMember;
use App\Staff\StaffRole;
use Illuminate\Database\Eloquent\Builder;

/**
 * Which restaurants a staff member works for. A kitchen account assigned to restaurants sees only theirs: the
 * board, the orders (another restaurant's order is not found) and the stop-list. Managers and operators see every
 * restaurant (and filter by one). A kitchen or courier account with no restaurant assigned works for none: it sees
 * nothing until a manager assigns its restaurants (staff accounts page). A kitchen sees its restaurants' live orders
 * only: a closed order (completed or cancelled, with its customer's phone and address) is not found for it, and it
 * finds orders by number, never by phone (closedHidden).
 */
final class RestaurantScope
{
    /** @var array<int, list<int>|null> the answer per staff member id, for this request */
    private array $ids = [];

    /** The ids of the restaurants this member is limited to, or null for every restaurant.
     *  @return list<int>|null */
    public function ids(StaffMember $staff): ?array
    {
        if ($staff->role->runsOrders()) {
            return null;
        }
        if (! array_key_exists($staff->id, $this->ids)) {
            $ids = $staff->restaurants()->orderBy('restaurants.id')->pluck('restaurants.id')->map(fn ($id) => (int) $id)->all();
            // No restaurant assigned: none (not "all").
            $this->ids[$staff->id] = array_values($ids);
        }

        return $this->ids[$staff->id];
    }

    /** Whether the member works for this restaurant (null: an order with no restaurant, or "everywhere"). */
    public function allows(StaffMember $staff, ?int $restaurantId): bool
    {
        $ids = $this->ids($staff);

        return $ids === null || ($restaurantId !== null && in_array($restaurantId, $ids, true));
    }

    /** Orders of this member's restaurants, narrowed to one restaurant when the filter names one.
     *  @param  Builder<Order>  $orders
     *  @return Builder<Order> */
    public function orders(Builder $orders, StaffMember $staff, ?int $restaurant = null): Builder
    {
        $ids = $this->ids($staff);

        return $orders
            ->when($ids !== null, fn (Builder $q) => $q->whereIn('restaurant_id', $ids))
            ->when($restaurant !== null, fn (Builder $q) => $q->where('restaurant_id', $restaurant));
    }

    /** The restaurants this member may pick in a filter, in the shop's order.
     *  @return list<array{id: int, name: string}> */
    public function restaurants(StaffMember $staff, string $locale): array
    {
        $ids = $this->ids($staff);

        return array_values(Restaurant::query()->ordered()->when($ids !== null, fn (Builder $q) => $q->whereIn('id', $ids))->get()
            ->map(fn (Restaurant $r) => ['id' => $r->id, 'name' => (string) $r->translate('name', $locale)])->all());
    }

    /** Whether closed orders (and the phone search) are hidden from this member: the kitchen's. */
    public static function closedHidden(StaffMember $staff): bool
    {
        return $staff->role === StaffRole::Kitchen;
    }

    /** Forget what was read (after the member's restaurants changed in this request). */
    public function forget(StaffMember $staff): void
    {
        unset($this->ids[$staff->id]);
    }
}
