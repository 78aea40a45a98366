<?php

namespace App\Staff\Board;

use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\OrderType;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use App\Staff\Couriers\TicketDelivery;
use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * One order on the board (BoardTickets::ticket). Times are ISO 8601 in the shop's timezone.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class Ticket implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public int $id,
        public string $number,
        public OrderStatus $status,
        public PaymentStatus $payment_status,
        public PaymentType $payment_type,
        public OrderType $order_type,
        public string $placed_at,
        public bool $asap,
        public ?string $slot_at,
        public ?string $eta_at,
        public ?TicketRestaurant $restaurant,
        public ?string $region,
        /** @var array<'street'|'house'|'entrance'|'floor'|'apartment', string>|null */
        public ?array $address,
        public ?string $courier_comment,
        public ?string $comment,
        public int $persons,
        public string $name,
        public string $phone,
        public int $total,
        /** The tip inside the total (kopiyky; 0 without one). */
        public int $tip,
        public ?int $change_from,
        /** The staff member who took the order by phone, or null for a storefront order. */
        public ?string $taken_by,
        public bool $awaiting_payment,
        /** When a card payment arrived after the slot hold had ended (the slot may be over capacity), or null. */
        public ?string $paid_after_hold_at,
        /** @var list<TicketLine> */
        public array $lines,
        /** A delivery's courier, or the failed run that sent it back (App\Staff\Couriers\CourierBoard::ofTicket). */
        public ?TicketDelivery $delivery,
        /** @var list<OrderStatus> */
        public array $moves,
        public TicketCan $can,
    ) {}
}
