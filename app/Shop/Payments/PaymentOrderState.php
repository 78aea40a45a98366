<?php

namespace App\Shop\Payments;

/** Where a payment order stands with the provider (Viva's StateId: 0 pending, 1 expired, 2 cancelled, 3 paid). */
enum PaymentOrderState: string
{
    case Pending = 'pending';
    case Expired = 'expired';
    case Cancelled = 'cancelled';
    case Paid = 'paid';

    /** Whether the customer can still pay it on the provider's page. */
    public function isOpen(): bool
    {
        return $this === self::Pending;
    }
}
