<?php

namespace App\Shop\Ordering;

use App\Support\TypeScript\TypeScript;

/**
 * How an order is paid: by card online before cooking (the payment provider), by card to the courier or in cash (the
 * courier or the counter collects at completion). The wire format (docs/openapi.yaml) and the payment_types
 * dictionary use the values; the dictionary says which of them the shop offers today.
 */
#[TypeScript]
enum PaymentType: string
{
    case CardOnline = 'card-online';
    case CardCourier = 'card-courier';
    case Cash = 'cash';

    /** Paid through the payment provider before the kitchen starts (the order waits for the money). */
    public function isOnline(): bool
    {
        return $this === self::CardOnline;
    }

    /** Cash is the one way that asks for change (the order's change_from). */
    public function takesChange(): bool
    {
        return $this === self::Cash;
    }

    /** The type a form's field names, as the case itself or its value; null for anything else (a field not sent). */
    public static function of(mixed $value): ?self
    {
        return $value instanceof self ? $value : (is_string($value) ? self::tryFrom($value) : null);
    }

    /** @return list<string> */
    public static function values(): array
    {
        return array_map(fn (self $type) => $type->value, self::cases());
    }
}
