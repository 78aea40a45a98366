<?php

namespace App\Mail;

use App\Models\Order;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

/**
 * The shop's copy of a new order, sent to settings.email_admin (in the shop's language, uk) by a queue worker
 * once the order is committed: placing an order never waits on SMTP. A failing mail server is retried with
 * backoff, then the job is kept in failed_jobs (php artisan queue:failed).
 */
class OrderPlaced extends Mailable implements ShouldQueue
{
    use Queueable, SerializesModels;

    public int $tries = 5;

    /** @var list<int> seconds before each retry */
    public array $backoff = [30, 120, 600, 1800];

    public function __construct(public Order $order)
    {
        $this->afterCommit();
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: __('checkout.mail.subject', ['number' => $this->order->number], 'uk'));
    }

    public function content(): Content
    {
        return new Content(text: 'mail.order-placed', with: [
            'order' => $this->order->loadMissing(['lines', 'region', 'restaurant']),
            'timezone' => config('shop.ordering.timezone'),
        ]);
    }
}
