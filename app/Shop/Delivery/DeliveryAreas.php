<?php

namespace App\Shop\Delivery;

use App\Models\DeliveryArea;
use App\Shop\Catalog\RestaurantStopList;
use Carbon\CarbonImmutable;

/**
 * Which area (and so which kitchen, fee, minimum and delivery minutes) serves a point. The rule (docs/delivery-areas.md):
 *
 *  1. the active areas whose polygon holds the point (its edges and vertices count as inside, a hole's inside does not)
 *     and whose weekday hours hold the delivery time (the chosen slot, or now for "as soon as possible");
 *  2. of those, by priority (highest first; equal priorities: the area drawn first);
 *  3. the first whose kitchen can cook the cart: not paused at that time, and no dish or modifier of the cart on its
 *     stop-list (its own, or an ingredient that ran out);
 *  4. when none can, the first of step 2 all the same: the checkout then names the pause or the stopped dish there.
 *
 * No active area at all: the shop still delivers by its regions (the customer picks one; `/api/get-regions`).
 */
class DeliveryAreas
{
    public function __construct(private RestaurantStopList $stopList) {}

    /** Whether delivery is decided by drawn areas (any active one) rather than by the regions. */
    public function inUse(): bool
    {
        return DeliveryArea::query()->where('active', true)->exists();
    }

    /**
     * The active areas that hold the point, best first (priority, then the area drawn first), with their kitchens.
     *
     * @return list<DeliveryArea>
     */
    public function covering(float $lat, float $lng): array
    {
        return array_values(DeliveryArea::query()->where('active', true)
            ->where('min_lat', '<=', $lat)->where('max_lat', '>=', $lat)->where('min_lng', '<=', $lng)->where('max_lng', '>=', $lng)
            ->with('restaurant')->orderByDesc('priority')->orderBy('id')->get()
            ->filter(fn (DeliveryArea $area) => $area->covers($lat, $lng))->all());
    }

    /**
     * The area for an order to the point, delivered at $at (the slot, or $now for as soon as possible).
     *
     * @param  list<array<string, mixed>>  $lines  the cart as CartCheck priced it without a kitchen
     */
    public function choose(float $lat, float $lng, CarbonImmutable $at, CarbonImmutable $now, array $lines = []): AreaChoice
    {
        $covering = $this->covering($lat, $lng);
        if ($covering === []) {
            return AreaChoice::refused(AreaChoice::OUTSIDE);
        }
        $open = array_values(array_filter($covering, fn (DeliveryArea $area) => $area->deliversAt($at)));
        if ($open === []) {
            return AreaChoice::refused(AreaChoice::CLOSED);
        }
        foreach ($open as $area) {
            if ($this->canCook($area, $at, $now, $lines)) {
                return AreaChoice::area($area);
            }
        }

        return AreaChoice::area($open[0]);
    }

    /** @param  list<array<string, mixed>>  $lines */
    private function canCook(DeliveryArea $area, CarbonImmutable $at, CarbonImmutable $now, array $lines): bool
    {
        $pausedUntil = $area->restaurant->pausedUntilAt($now);
        if ($pausedUntil !== null && $pausedUntil->gt($at)) {
            return false;
        }

        return $lines === [] || $this->stopList->blockedLines($area->restaurant_id, $lines) === [];
    }
}
