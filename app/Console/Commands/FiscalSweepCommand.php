<?php

namespace App\Console\Commands;

use App\Shop\Fiscal\Receipts;
use Illuminate\Console\Command;

/**
 * Never lost (docs/fiscal.md): writes the fiscal receipts missing for money that moved (a receipt whose writing failed)
 * and queues again the pending receipts no job touched for a while (a lost job, a job that gave up).
 */
class FiscalSweepCommand extends Command
{
    protected $signature = 'shop:fiscal-sweep {--idle=10 : minutes a pending receipt waits before it is queued again}';

    protected $description = 'Write missing fiscal receipts and queue the pending ones again';

    public function handle(Receipts $receipts): int
    {
        $count = $receipts->sweep(max(1, (int) $this->option('idle')));
        if ($count > 0) {
            $this->components->info("$count fiscal receipt(s) written or queued again.");
        }

        return self::SUCCESS;
    }
}
