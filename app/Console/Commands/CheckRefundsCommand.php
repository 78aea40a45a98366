<?php

namespace App\Console\Commands;

use App\Jobs\CheckRefund;
use App\Models\PaymentRefund;
use App\Shop\Payments\RefundChecks;
use Illuminate\Console\Command;

/**
 * Queue a check (App\Jobs\CheckRefund) for every refund still "checking" with the provider: the job queued when the
 * answer was lost does it first; this catches a job that was lost or gave up (the scheduler runs it every 10 minutes).
 */
class CheckRefundsCommand extends Command
{
    protected $signature = 'shop:check-refunds';

    protected $description = 'Queue a provider check of every refund whose provider answer was lost';

    public function handle(): int
    {
        $since = now()->subSeconds((int) config('shop.payments.refund_check.delay'));
        $queued = 0;
        PaymentRefund::query()->where('status', RefundChecks::CHECKING)->where('updated_at', '<=', $since)->orderBy('id')
            ->each(function (PaymentRefund $refund) use (&$queued) {
                CheckRefund::dispatch($refund->id);
                $queued++;
            });
        if ($queued > 0) {
            $this->components->info("Refunds to check with the provider: $queued queued.");
        }

        return self::SUCCESS;
    }
}
