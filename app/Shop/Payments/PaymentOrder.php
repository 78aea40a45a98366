<?php

namespace App\Shop\Payments;

/** A created payment order: the provider's order code and the hosted page of it. */
final readonly class PaymentOrder
{
    public function __construct(public string $orderCode, public string $redirectUrl) {}
}
