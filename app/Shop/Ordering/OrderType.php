<?php

namespace App\Shop\Ordering;

use App\Support\TypeScript\TypeScript;

/** How an order reaches the customer: a courier delivers it to an address in a region, or it is picked up at a restaurant. */
#[TypeScript]
enum OrderType: string
{
    case Delivery = 'delivery';
    case Pickup = 'pickup';

    public function isDelivery(): bool
    {
        return $this === self::Delivery;
    }

    /** The status an order of this type reaches when it leaves the kitchen. */
    public function leavesKitchenAs(): OrderStatus
    {
        return $this === self::Delivery ? OrderStatus::OnTheWay : OrderStatus::ReadyForPickup;
    }

    /** The type a form's field names, as the case itself or its value; null for anything else (a field not sent). */
    public static function of(mixed $value): ?self
    {
        return $value instanceof self ? $value : (is_string($value) ? self::tryFrom($value) : null);
    }

    /** @return list<string> */
    public static function values(): array
    {
        return array_map(fn (self $type) => $type->value, self::cases());
    }
}
