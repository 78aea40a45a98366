<?php

namespace App\Shop\Delivery;

/** How typed street names are compared: lower case, apostrophes and punctuation as spaces, street-type words left out. */
final class StreetNames
{
    /** Street-type words and their abbreviations, uk and en, as people type them before or after a name. */
    private const TYPES = [
        'вулиця', 'вул', 'проспект', 'просп', 'пр', 'пр-т', 'бульвар', 'бульв', 'бул', 'б-р', 'площа', 'пл', 'провулок', 'пров',
        'узвіз', 'набережна', 'наб', 'шосе', 'street', 'st', 'avenue', 'ave', 'av', 'prospekt', 'boulevard', 'blvd',
        'square', 'sq', 'lane', 'ln', 'descent', 'embankment', 'highway', 'road', 'rd', 'м', 'київ', 'kyiv',
    ];

    public static function normalize(string $name): string
    {
        $name = mb_strtolower(trim($name));
        $name = str_replace(['’', '\'', 'ʼ', '`', '"', '«', '»'], '', $name);
        $name = (string) preg_replace('/[^\p{L}\p{N}\-]+/u', ' ', $name);
        $words = array_filter(explode(' ', $name), fn (string $w) => $w !== '' && ! in_array($w, self::TYPES, true));

        return implode(' ', $words);
    }

    /** The house's leading number ("14", "14а", "14/2", "14 корп. 2" → 14), or null. */
    public static function houseNumber(string $house): ?int
    {
        return preg_match('/^\s*(\d{1,4})/u', $house, $m) === 1 ? (int) $m[1] : null;
    }
}
