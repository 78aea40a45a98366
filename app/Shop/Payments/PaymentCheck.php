<?php

namespace App\Shop\Payments;

use App\Models\Order;

/** The outcome of checking a transaction: the order it names, and whether the gateway confirmed the transaction belongs to it. */
final readonly class PaymentCheck
{
    public function __construct(public Order $order, public bool $verified) {}
}
