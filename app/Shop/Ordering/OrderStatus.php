<?php

namespace App\Shop\Ordering;

use App\Support\TypeScript\TypeScript;

/** Where an order is in the kitchen and on the road: new → accepted → cooking → on_the_way | ready_for_pickup → completed; or cancelled. */
#[TypeScript]
enum OrderStatus: string
{
    case New = 'new';
    case Accepted = 'accepted';
    case Cooking = 'cooking';
    case OnTheWay = 'on_the_way';
    case ReadyForPickup = 'ready_for_pickup';
    case Completed = 'completed';
    case Cancelled = 'cancelled';

    /** @return list<self> the statuses this one may move to */
    public function next(): array
    {
        return match ($this) {
            self::New => [self::Accepted, self::Cancelled],
            self::Accepted => [self::Cooking, self::Cancelled],
            self::Cooking => [self::OnTheWay, self::ReadyForPickup, self::Cancelled],
            self::OnTheWay, self::ReadyForPickup => [self::Completed],
            self::Completed, self::Cancelled => [],
        };
    }

    public function canMoveTo(self $to): bool
    {
        return in_array($to, $this->next(), true);
    }

    public function isFinal(): bool
    {
        return $this->next() === [];
    }
}
