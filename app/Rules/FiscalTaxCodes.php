<?php

namespace App\Rules;

use App\Shop\Fiscal\FiscalRegister;
use App\Shop\Fiscal\FiscalUnavailableException;
use App\Shop\Fiscal\Receipts;
use App\Shop\Fiscal\Registers;
use Closure;
use Illuminate\Contracts\Validation\ValidationRule;
use Illuminate\Support\Facades\Cache;

/**
 * The register's tax codes of a category or a product (docs/fiscal.md): up to five numbers separated by commas (e.g.
 * "1" or "1, 5"); with the checkbox driver each must be one the chain's register lists (GET /tax, asked at most every
 * ten minutes). Empty: the category's or the shop's codes apply.
 */
final class FiscalTaxCodes implements ValidationRule
{
    public const PATTERN = '/^\s*\d{1,3}(\s*,\s*\d{1,3}){0,4}\s*$/';

    public function validate(string $attribute, mixed $value, Closure $fail): void
    {
        if ($value === null || $value === '') {
            return;
        }
        if (! is_string($value) || preg_match(self::PATTERN, $value) !== 1) {
            $fail(__('validation.fiscal_tax_codes'));

            return;
        }
        if (config('shop.fiscal.driver') !== 'checkbox') {
            return;
        }
        $register = app(Registers::class)->chain();
        try {
            /** @var array<int, string> $known */
            $known = Cache::remember('fiscal:taxes:'.sha1((string) $register->licenseKey), 600, fn () => app(FiscalRegister::class)->taxes($register));
        } catch (FiscalUnavailableException) {
            $fail(__('validation.fiscal_tax_codes_unchecked'));

            return;
        }
        $unknown = array_diff(Receipts::codes($value), array_keys($known));
        if ($unknown !== []) {
            $fail(__('validation.fiscal_tax_codes_unknown', ['codes' => implode(', ', $unknown), 'known' => implode(', ', array_keys($known))]));
        }
    }

    /** The codes as kept: "1,5", or null for none. */
    public static function normalized(mixed $value): ?string
    {
        $codes = is_string($value) ? Receipts::codes($value) : [];

        return $codes === [] ? null : implode(',', $codes);
    }
}
