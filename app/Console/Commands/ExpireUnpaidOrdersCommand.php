<?php

namespace App\Console\Commands;

use App\Shop\Ordering\UnpaidOrderExpiry;
use Carbon\CarbonImmutable;
use Illuminate\Console\Command;

/** Cancel card orders left unpaid for SHOP_UNPAID_TTL minutes (the scheduler runs it every minute, on one server). */
class ExpireUnpaidOrdersCommand extends Command
{
    protected $signature = 'shop:expire-unpaid-orders';

    protected $description = 'Cancel card orders left unpaid for SHOP_UNPAID_TTL minutes, asking the payment provider first';

    public function handle(UnpaidOrderExpiry $expiry): int
    {
        $counts = $expiry->run(CarbonImmutable::now());
        if (array_sum($counts) > 0) {
            $this->components->info("Unpaid orders: {$counts['cancelled']} cancelled, {$counts['paid']} found paid, {$counts['waiting']} left for the next run.");
        }

        return self::SUCCESS;
    }
}
