<?php

namespace App\Shop\Payments;

/** What the provider says of a payment order: its state and, once paid, the transaction that paid it (when it shows it yet). */
final readonly class PaymentOrderStatus
{
    public function __construct(public PaymentOrderState $state, public ?string $transactionId = null) {}
}
