<?php

namespace App\Shop\Ordering;

use App\Models\Order;

/** The answer to placing an order: the order, whether this call created it (or replayed its key), and where the customer pays. */
final readonly class PlacedOrder
{
    public function __construct(public Order $order, public bool $created, public ?string $redirectUrl) {}
}
