<?php

namespace App\Shop\Sms;

use App\Support\FailureContext;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\Jobs\SyncJob;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Log;

/**
 * Sends one SMS through the configured driver: on a queue worker when QUEUE_CONNECTION names one,
 * in the request otherwise (sync). A refusal is never thrown at the customer; a worker retries network and
 * gateway faults (each such attempt a warning line), and the failure that ends the tries is reported once, as an
 * error with the provider, the gateway's code and the attempt (Sentry with SENTRY_LARAVEL_DSN), with the job kept in
 * failed_jobs (`php artisan queue:retry`), not dropped. It reads nothing from the database: its text was made when it
 * was queued, so a database restart does not touch it (and a failure recorded while the database is away waits on disk,
 * App\Support\Queue\DurableFailedJobs).
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
            $context = ['phone' => self::mask($this->phone), 'gateway_code' => $e->gatewayCode, 'attempt' => $this->attempts(), 'tries' => $this->tries];
            if ($e->retryable && $this->job !== null && ! $this->job instanceof SyncJob && $this->attempts() < $this->tries) {
                // Not an error yet: the next attempt may go through. Only the last one that fails is reported.
                $delay = $this->backoff[min($this->attempts() - 1, count($this->backoff) - 1)];
                Log::warning('SMS to '.self::mask($this->phone)." failed, tried again in $delay s: ".$e->getMessage(), $context + ['provider' => $e->provider()]);
                $this->release($delay);

                return;
            }
            report(FailureContext::add($e, $context + ['job' => self::class]));
            if ($e->retryable && $this->job !== null && ! $this->job instanceof SyncJob) {
                // The tries ran out: kept in failed_jobs. A refusal that no retry changes (a bad number) is only reported.
                $this->fail($e);
            }
        }
    }

    /** 380501234567 → 38050*****67 (logs keep no full numbers). */
    public static function mask(string $phone): string
    {
        return strlen($phone) <= 7 ? str_repeat('*', strlen($phone)) : substr($phone, 0, 5).str_repeat('*', strlen($phone) - 7).substr($phone, -2);
    }
}
