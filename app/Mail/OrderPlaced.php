<?php

namespace App\Mail;

use App\Models\Order;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;

/** The shop's copy of a new order, sent to settings.email_admin (in the shop's language, uk). */
class OrderPlaced extends Mailable
{
    public function __construct(public Order $order) {}

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
