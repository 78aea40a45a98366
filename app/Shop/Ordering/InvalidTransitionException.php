<?php

namespace App\Shop\Ordering;

use LogicException;

/** A status change that the order's or the payment's state machine does not allow. */
class InvalidTransitionException extends LogicException
{
    public static function between(string $machine, string $from, string $to, string $number): self
    {
        return new self("Order $number: the $machine status cannot move from \"$from\" to \"$to\".");
    }
}
