<?php

namespace App\Staff\Orders;

use App\Staff\Board\Ticket;
use App\Support\TypeScript\Shape;
use App\Support\TypeScript\Spread;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * The order page's whole order (OrderDetails::for): its ticket, prices, histories, payments, refunds and audit.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class StaffOrder implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        #[Spread]
        public Ticket $ticket,
        /** @var 'uk'|'en' */
        public string $locale,
        /** The payment link of a card order taken by phone while it can be paid, or null. */
        public ?string $payment_link,
        public ?int $customer_id,
        public int $subtotal,
        public int $delivery_fee,
        public int $discount,
        public int $bonuses_spent,
        public ?string $promo_code,
        public ?string $cancellation_reason,
        /** @var list<OrderLineDetail> */
        public array $line_details,
        /** @var list<HistoryEntry> */
        public array $status_history,
        /** @var list<HistoryEntry> */
        public array $payment_history,
        /** @var list<OrderPayment> */
        public array $payments,
        /** @var list<OrderRefund> */
        public array $refunds,
        /** What of the payment is left to refund (kopiyky; 0 when it cannot be refunded here). */
        public int $refundable,
        /** @var list<AuditEntry> */
        public array $audit,
        public OrderCan $can,
    ) {}
}
