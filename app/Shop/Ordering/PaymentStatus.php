<?php

namespace App\Shop\Ordering;

use App\Support\TypeScript\TypeScript;

/**
 * Whether an order's money arrived: unpaid → pending (a card payment started) → paid | failed; a failed card
 * payment may be retried (pending), succeed late (paid) or give way to cash (unpaid); paid → refunded.
 * Cash and card-to-courier orders stay unpaid until the courier collects at completion.
 */
#[TypeScript]
enum PaymentStatus: string
{
    case Unpaid = 'unpaid';
    case Pending = 'pending';
    case Paid = 'paid';
    case Failed = 'failed';
    case Refunded = 'refunded';

    /** @return list<self> */
    public function next(): array
    {
        return match ($this) {
            self::Unpaid => [self::Pending, self::Paid],
            self::Pending => [self::Paid, self::Failed, self::Unpaid],
            self::Failed => [self::Pending, self::Paid, self::Unpaid],
            self::Paid => [self::Refunded],
            self::Refunded => [],
        };
    }

    public function canMoveTo(self $to): bool
    {
        return in_array($to, $this->next(), true);
    }
}
