<?php

namespace App\Shop\Payments;

/** Money the provider gave back on a payment order, as the provider lists it: its transaction id and the amount (minor units). */
final readonly class ProviderRefund
{
    public function __construct(public string $id, public int $amount) {}
}
