<?php

namespace App\Rules;

use Closure;
use Illuminate\Contracts\Validation\ValidationRule;

/** An amount typed in hryvnias with up to two digits of kopiyky ("249", "249.5", "249,50"), at most shop.menu.price_max kopiyky. */
class Hryvnias implements ValidationRule
{
    private const PATTERN = '/^\d{1,9}(?:[.,]\d{1,2})?$/';

    public function __construct(private bool $positive = true) {}

    public function validate(string $attribute, mixed $value, Closure $fail): void
    {
        if (! (is_string($value) || is_int($value)) || ! preg_match(self::PATTERN, trim((string) $value))) {
            $fail(__('menu.money'));

            return;
        }
        $kopiyky = self::toKopiyky($value);
        $max = (int) config('shop.menu.price_max');
        if ($kopiyky > $max) {
            $fail(__('menu.money_max', ['max' => number_format($max / 100, 2, '.', '')]));
        } elseif ($this->positive && $kopiyky === 0) {
            $fail(__('menu.money_positive'));
        }
    }

    /** Kopiyky of a valid amount, counted in integers (no float rounding). */
    public static function toKopiyky(string|int $value): int
    {
        [$whole, $fraction] = array_pad(preg_split('/[.,]/', trim((string) $value)) ?: [], 2, '');

        return (int) $whole * 100 + (int) str_pad($fraction, 2, '0');
    }

    /** Kopiyky as the form shows them: "249.50". */
    public static function format(?int $kopiyky): ?string
    {
        return $kopiyky === null ? null : intdiv($kopiyky, 100).'.'.str_pad((string) ($kopiyky % 100), 2, '0', STR_PAD_LEFT);
    }
}
