<?php

namespace App\Jobs;

use App\Shop\Payments\RefundChecks;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldBeUnique;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Throwable;

/**
 * Settles a refund whose provider answer was lost (RefundChecks): asks the provider what it gave back, then claims
 * that refund or makes only what is missing. Idempotent: a refund no longer "checking" is left alone, so a retry or a
 * second copy of the job changes nothing. Tried shop.payments.refund_check.tries times with a growing backoff while
 * the provider does not answer (or a staff action holds the order); after the last try it stays "checking" and a
 * critical line is logged (failed_jobs keeps the job).
 */
class CheckRefund implements ShouldBeUnique, ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public int $tries;

    public function __construct(public readonly int $refundId)
    {
        $this->tries = max(1, (int) config('shop.payments.refund_check.tries'));
        $this->onQueue(config('shop.payments.refund_check.queue'));
    }

    /**
     * Seconds before each retry.
     *
     * @return list<int>
     */
    public function backoff(): array
    {
        return array_values(array_map('intval', (array) config('shop.payments.refund_check.backoff')));
    }

    public function uniqueId(): string
    {
        return (string) $this->refundId;
    }

    public function handle(RefundChecks $checks): void
    {
        $checks->settle($this->refundId);
    }

    public function failed(?Throwable $e): void
    {
        RefundChecks::givenUp($this->refundId, $e?->getMessage() ?? 'unknown');
    }
}
