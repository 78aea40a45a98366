<?php

namespace App\Support;

/** How an order's personal data shows to whoever holds its link without being its signed-in customer. */
final class PersonalData
{
    /** "Олена Коваль" → "Олена". */
    public static function firstName(string $name): string
    {
        return (string) (preg_split('/\s+/u', trim($name), 2)[0] ?? '');
    }

    /** 380501234567 → "+38050 ••• ••67": enough to recognise one's own number, too little to call it. */
    public static function maskedPhone(string $phone): string
    {
        $digits = preg_replace('/\D+/', '', $phone) ?? '';
        if (strlen($digits) < 7) {
            return str_repeat('•', strlen($digits));
        }

        return '+'.substr($digits, 0, 5).' ••• ••'.substr($digits, -2);
    }
}
