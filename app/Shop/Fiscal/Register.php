<?php

namespace App\Shop\Fiscal;

/**
 * The register a receipt goes to: a restaurant's own (its licence key and cashier PIN from the staff settings) or the
 * chain's (config). The key names it in fiscal_receipts.register and fiscal_shifts.register.
 */
final readonly class Register
{
    public function __construct(
        public string $key,
        public ?string $licenseKey,
        public ?string $pinCode,
    ) {}

    public function configured(): bool
    {
        return $this->licenseKey !== null && $this->licenseKey !== '' && $this->pinCode !== null && $this->pinCode !== '';
    }
}
