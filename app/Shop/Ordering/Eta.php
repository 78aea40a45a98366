<?php

namespace App\Shop\Ordering;

use App\Models\DeliveryArea;
use App\Models\Order;
use App\Models\Region;
use App\Models\Restaurant;
use Carbon\CarbonImmutable;

/**
 * The honest "as soon as possible": how many minutes from now an order placed now is expected, from the kitchen's
 * live queue. The kitchen cooks shop.ordering.eta.parallel_orders orders at once, each in its preparation minutes,
 * so its queue (orders accepted or cooking there) waits floor(queue / parallel) rounds before a new order's own
 * round; a delivery adds its region's delivery minutes; an operator's busy mode adds its minutes. The sum is rounded
 * up to shop.ordering.eta.round_minutes (a promise is never earlier than the arithmetic).
 *
 *   minutes = ceil_to_round(prep × (1 + floor(queue / parallel)) + delivery + busy)
 */
class Eta
{
    /** The statuses that make a kitchen's queue. */
    public const QUEUE = [OrderStatus::Accepted, OrderStatus::Cooking];

    /** @param  Region|DeliveryArea|null  $region  where the order goes: its delivery minutes (null for pickup) */
    public function minutes(Restaurant $kitchen, Region|DeliveryArea|null $region, CarbonImmutable $now): int
    {
        return self::arithmetic(
            $kitchen->prep_minutes,
            $this->queue($kitchen),
            $region === null ? 0 : $region->eta_minutes,
            $kitchen->busyMinutesAt($now),
        );
    }

    /** The formula above, on plain numbers. */
    public static function arithmetic(int $prepMinutes, int $queue, int $deliveryMinutes, int $busyMinutes): int
    {
        $parallel = max(1, (int) config('shop.ordering.eta.parallel_orders'));
        $round = max(1, (int) config('shop.ordering.eta.round_minutes'));
        $minutes = max(0, $prepMinutes) * (1 + intdiv(max(0, $queue), $parallel)) + max(0, $deliveryMinutes) + max(0, $busyMinutes);

        return (int) (ceil($minutes / $round) * $round);
    }

    /** Orders accepted or cooking in this kitchen now. */
    public function queue(Restaurant $kitchen): int
    {
        return Order::query()->where('restaurant_id', $kitchen->id)
            ->whereIn('status', array_map(fn (OrderStatus $s) => $s->value, self::QUEUE))->count();
    }
}
