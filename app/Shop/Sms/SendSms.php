<?php

namespace App\Shop\Sms;

use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\Jobs\SyncJob;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Log;

/**
 * Sends one SMS through the configured driver: on a queue worker when QUEUE_CONNECTION names one,
 * in the request otherwise (sync). A refusal is logged, never thrown at the customer; a worker retries
 * network and gateway faults, then keeps the job in failed_jobs. It reads nothing from the database: its text was made
 * when it was queued, so a database restart does not touch it (and a failure recorded while the database is away waits
 * on disk, App\Support\Queue\DurableFailedJobs).
 */
class SendSms implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 3;

    /** @var list<int> */
    public array $backoff = [10, 30];

    public function __construct(public readonly string $phone, public readonly string $text)
    {
        $this->onQueue(config('shop.sms.queue'));
    }

    public function handle(SmsSender $sender): void
    {
        try {
            $sender->send($this->phone, $this->text);
        } catch (SmsException $e) {
            Log::error('SMS to '.self::mask($this->phone).' failed: '.$e->getMessage(), ['gateway_code' => $e->gatewayCode, 'attempt' => $this->attempts()]);

            if ($e->retryable && $this->job !== null && ! $this->job instanceof SyncJob) {
                // Tried again with backoff; after the last try the job is kept in failed_jobs (`php artisan queue:retry`),
                // not dropped. A refusal that no retry changes (a bad number) is only logged.
                $this->attempts() < $this->tries
                    ? $this->release($this->backoff[min($this->attempts() - 1, count($this->backoff) - 1)])
                    : $this->fail($e);
            }
        }
    }

    /** 380501234567 → 38050*****67 (logs keep no full numbers). */
    public static function mask(string $phone): string
    {
        return strlen($phone) <= 7 ? str_repeat('*', strlen($phone)) : substr($phone, 0, 5).str_repeat('*', strlen($phone) - 7).substr($phone, -2);
    }
}
