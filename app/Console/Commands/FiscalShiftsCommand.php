<?php

namespace App\Console\Commands;

use App\Shop\Fiscal\Registers;
use App\Shop\Fiscal\Shifts;
use Illuminate\Console\Command;

/**
 * Closes the registers' open shifts with their Z-report after SHOP_FISCAL_SHIFT_CLOSE_AT, and any opened on an earlier
 * day or open too long (a shift never crosses midnight or lasts past 24 h); the reports' totals are kept.
 */
class FiscalShiftsCommand extends Command
{
    protected $signature = 'shop:fiscal-shifts';

    protected $description = 'Close the fiscal registers\' shifts that are due, with their Z-report';

    public function handle(Shifts $shifts, Registers $registers): int
    {
        $closed = $shifts->closeDue($registers);
        if ($closed > 0) {
            $this->components->info("$closed shift(s) closed with their Z-report.");
        }

        return self::SUCCESS;
    }
}
