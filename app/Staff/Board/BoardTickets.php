<?php

namespace App\Staff\Board;

use App\Models\Order;
use App\Models\OrderLine;
use App\Models\StaffMember;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Staff\Couriers\CourierBoard;
use App\Staff\Kitchens\RestaurantScope;
use Illuminate\Support\Collection;

/**
 * The open orders of the board (new, accepted, cooking, on the way, ready for pickup), oldest first (the newest
 * shop.staff.board.max_tickets of them), as tickets:
 * what the kitchen and the operator read at a glance, with the moves this staff member may make.
 */
class BoardTickets
{
    /** @var list<OrderStatus> */
    public const OPEN = [OrderStatus::New, OrderStatus::Accepted, OrderStatus::Cooking, OrderStatus::OnTheWay, OrderStatus::ReadyForPickup];

    public function __construct(private RestaurantScope $scope) {}

    /**
     * @param  array{restaurant?: ?int, type?: ?string}  $filters
     * @return list<Ticket>
     */
    public function list(StaffMember $staff, array $filters, string $locale): array
    {
        // Only open orders are read, found by the status index alone (no other condition or order a planner could
        // prefer to walk a year of orders by); a kitchen sees only its restaurants' (App\Staff\Kitchens\RestaurantScope),
        // the filters narrow further. The newest shop.staff.board.max_tickets are then read whole by their ids.
        $restaurant = $filters['restaurant'] ?? null;
        $type = $filters['type'] ?? null;
        $ids = self::open()
            ->filter(fn (\stdClass $o) => $this->scope->allows($staff, $o->restaurant_id === null ? null : (int) $o->restaurant_id)
                && ($restaurant === null || (int) $o->restaurant_id === $restaurant) && ($type === null || $o->order_type === $type))
            ->sortByDesc(fn (\stdClass $o) => $o->created_at.'|'.str_pad((string) $o->id, 20, '0', STR_PAD_LEFT))
            ->take((int) config('shop.staff.board.max_tickets'))->pluck('id')->all();
        $orders = Order::query()->whereKey($ids)->with(['lines', 'restaurant', 'region', 'takenBy:id,name', 'deliveries.courier:id,name'])->get()
            ->sortByDesc(fn (Order $o) => $o->created_at?->format('Y-m-d H:i:s').'|'.str_pad((string) $o->id, 20, '0', STR_PAD_LEFT));

        // The newest orders are never the ones left out; the board reads them oldest first.
        return array_values($orders->reverse()->map(fn (Order $order) => $this->ticket($order, $staff, $locale))->all());
    }

    /**
     * The open orders (new, accepted, cooking, on the way, ready), a few columns each: the board's and the overview's
     * one read of the orders table, by the status index.
     *
     * @param  list<string>  $columns
     * @return Collection<int, \stdClass>
     */
    public static function open(array $columns = ['id', 'restaurant_id', 'order_type', 'created_at']): Collection
    {
        return Order::byStatusIndex()->whereIn('status', array_map(fn (OrderStatus $s) => $s->value, self::OPEN))->toBase()->get($columns);
    }

    public function ticket(Order $order, StaffMember $staff, string $locale): Ticket
    {
        $order->loadMissing(['lines', 'restaurant', 'region', 'takenBy:id,name', 'deliveries.courier:id,name']);
        $address = $order->address ?? [];

        return new Ticket(
            id: $order->id,
            number: (string) $order->number,
            status: $order->status,
            payment_status: $order->payment_status,
            payment_type: $order->payment_type,
            order_type: $order->order_type,
            placed_at: self::instant($order->created_at),
            asap: $order->asap,
            slot_at: self::time($order->slot_at),
            eta_at: self::time($order->eta_at),
            restaurant: $order->restaurant ? new TicketRestaurant($order->restaurant->id, (string) $order->restaurant->translate('name', $locale)) : null,
            region: $order->region?->translate('name', $locale),
            address: $order->isDelivery() ? array_intersect_key($address, array_flip(['street', 'house', 'entrance', 'floor', 'apartment'])) : null,
            courier_comment: $address['comment'] ?? null,
            comment: $order->comment,
            persons: $order->persons,
            name: $order->name,
            phone: $order->phone,
            total: $order->total,
            // The tip inside the total, for the courier and the kitchen (0 without one).
            tip: $order->tip,
            change_from: $order->change_from,
            // An order taken by phone: who took it ("by phone, <staff>" on the ticket and the order page).
            taken_by: $order->taken_by_staff_id === null ? null : ($order->takenBy->name ?? '#'.$order->taken_by_staff_id),
            awaiting_payment: $order->isPaidOnline() && $order->payment_status !== PaymentStatus::Paid,
            // Paid by card after its slot hold (shop.ordering.unpaid_hold_minutes) had ended: the slot may hold more orders than it should.
            paid_after_hold_at: self::time($order->paid_after_hold_at),
            lines: array_values($order->lines->map(fn (OrderLine $line) => new TicketLine(
                id: $line->id,
                name: $line->translatedName($locale),
                quantity: $line->quantity,
                modifiers: array_values(array_map(fn (array $m) => new TicketModifier(
                    name: $m['name'][$locale] ?? $m['name']['uk'] ?? '',
                    quantity: (int) $m['quantity'],
                ), $line->modifiers ?? [])),
            ))->all()),
            // A delivery's courier, or the failed run that sent it back (App\Staff\Couriers\CourierBoard).
            delivery: CourierBoard::ofTicket($order),
            moves: self::moves($order, $staff),
            can: new TicketCan(
                cancel: $staff->can('cancel', $order) && $order->canMoveTo(OrderStatus::Cancelled),
                markPaid: $staff->can('markPaid', $order) && ! $order->isPaidOnline() && $order->payment_status->canMoveTo(PaymentStatus::Paid),
            ),
        );
    }

    /** The next statuses this staff member may move the order to (the machine's moves, minus cancelling, by role).
     *  @return list<OrderStatus> */
    public static function moves(Order $order, StaffMember $staff): array
    {
        $moves = [];
        foreach ($order->status->next() as $to) {
            if ($to !== OrderStatus::Cancelled && $order->canMoveTo($to) && $staff->can('move', [$order, $to])) {
                $moves[] = $to;
            }
        }

        return $moves;
    }

    /** A saved row's timestamp (never null) as ISO 8601 in the shop's timezone. */
    public static function instant(mixed $at): string
    {
        return self::time($at) ?? throw new \LogicException('A saved row has its timestamps.');
    }

    /** An instant as ISO 8601 in the shop's timezone (the browser shows wall-clock times of the shop). */
    public static function time(mixed $at): ?string
    {
        if ($at === null) {
            return null;
        }
        // PHP's own date type: a page of rows formats one per row, and Carbon's parse and format cost several times more.
        $instant = $at instanceof \DateTimeInterface ? \DateTimeImmutable::createFromInterface($at) : new \DateTimeImmutable((string) $at);

        return $instant->setTimezone(new \DateTimeZone((string) config('shop.ordering.timezone')))->format(DATE_ATOM);
    }
}
