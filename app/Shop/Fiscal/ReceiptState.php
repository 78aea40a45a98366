<?php

namespace App\Shop\Fiscal;

/** A receipt as the register answered it: still being fiscalized (pending) or done with its fiscal code. */
final readonly class ReceiptState
{
    public function __construct(
        public bool $done,
        public ?string $fiscalCode = null,
        public ?string $number = null,
        public ?string $taxUrl = null,
        public ?string $receiptUrl = null,
        public bool $offline = false,
    ) {}
}
