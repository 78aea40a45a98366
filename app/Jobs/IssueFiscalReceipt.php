<?php

namespace App\Jobs;

use App\Shop\Fiscal\Issuer;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldBeUnique;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Throwable;

/**
 * Issues one fiscal receipt (App\Shop\Fiscal\Issuer): sends it to the register under its own UUID and reads it until
 * DONE. Unique per receipt while queued; retried with shop.fiscal.backoff while the register is down, slow or has no
 * shift yet (the same id each time, so never a second receipt). After the last try the receipt stays pending: the
 * money alarm rings and shop:fiscal-sweep queues it again.
 */
class IssueFiscalReceipt implements ShouldBeUnique, ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public int $tries;

    // Held while queued, and at most this long: the sweep may queue a lost one again after it (a second copy of a
    // live job only reads the same receipt).
    public int $uniqueFor = 600;

    public function __construct(public readonly string $receiptId)
    {
        $this->tries = max(1, (int) config('shop.fiscal.tries'));
        $this->onQueue(config('shop.fiscal.queue'));
    }

    /** @return list<int> */
    public function backoff(): array
    {
        return array_values(array_map('intval', (array) config('shop.fiscal.backoff')));
    }

    public function uniqueId(): string
    {
        return $this->receiptId;
    }

    public function handle(Issuer $issuer): void
    {
        $wait = $issuer->issue($this->receiptId);
        if ($wait !== null) {
            $this->release($wait);
        }
    }

    public function failed(?Throwable $e): void
    {
        Issuer::givenUp($this->receiptId, $e?->getMessage() ?? 'unknown');
    }
}
