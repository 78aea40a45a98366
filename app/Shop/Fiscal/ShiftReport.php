<?php

namespace App\Shop\Fiscal;

/** A closed shift's Z-report: sales and returns (minor units) and how many receipts of each; the report as answered. */
final readonly class ShiftReport
{
    /** @param  array<string, mixed>  $raw */
    public function __construct(
        public int $sellSum,
        public int $returnSum,
        public int $sellCount,
        public int $returnCount,
        public array $raw = [],
    ) {}
}
