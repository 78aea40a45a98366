<?php

namespace App\Shop\Ordering;

/** A card-online order whose money has not come in cannot be completed (a manager may mark it paid first). */
class UnpaidOnlineOrderException extends InvalidTransitionException
{
    public static function completing(string $number): self
    {
        return new self("Order $number is paid by card online and its payment has not come in: it cannot be completed.");
    }
}
