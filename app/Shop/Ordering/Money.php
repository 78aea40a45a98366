<?php

namespace App\Shop\Ordering;

/** Minor units (kopiyky) as text for messages: 50000 → "500 ₴" (uk) or "UAH 500" (en); kopiyky shown only when present. */
final class Money
{
    public static function format(int $minor, string $locale): string
    {
        $whole = intdiv(abs($minor), 100);
        $cents = abs($minor) % 100;
        $sign = $minor < 0 ? '-' : '';

        if ($locale === 'en') {
            return $sign.'UAH '.number_format($whole).($cents ? '.'.sprintf('%02d', $cents) : '');
        }

        return $sign.number_format($whole, 0, ',', "\u{a0}").($cents ? ','.sprintf('%02d', $cents) : '')."\u{a0}₴";
    }
}
