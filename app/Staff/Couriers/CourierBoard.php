<?php

namespace App\Staff\Couriers;

use App\Models\CourierShift;
use App\Models\Delivery;
use App\Models\Order;
use App\Models\StaffMember;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\OrderType;
use App\Shop\Ordering\PaymentType;
use App\Staff\Board\BoardTickets;
use App\Staff\Kitchens\RestaurantScope;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Collection;

/**
 * What the board, the order page and the courier's screen read about couriers: who is on shift where, the
 * courier of an order (or the failed run that sent it back), a courier's run and their restaurant's orders
 * waiting for a courier.
 */
class CourierBoard
{
    public function __construct(private RestaurantScope $scope) {}

    /**
     * The couriers on shift at the restaurants this staff member sees, with how many orders each carries.
     *
     * @return list<CourierOnShift>
     */
    public function onShift(StaffMember $staff): array
    {
        $ids = $this->scope->ids($staff);
        $shifts = CourierShift::openQuery()
            ->when($ids !== null, fn (Builder $q) => $q->whereIn('restaurant_id', $ids))
            ->whereHas('courier', fn (Builder $q) => $q->where('active', true))
            ->with('courier:id,name')->orderBy('started_at')->orderBy('id')->get();
        $carrying = Delivery::openQuery()->whereIn('courier_id', $shifts->pluck('staff_member_id'))
            ->selectRaw('courier_id, count(*) as aggregate')->groupBy('courier_id')->pluck('aggregate', 'courier_id');

        return array_values($shifts->map(fn (CourierShift $s) => new CourierOnShift(
            id: $s->staff_member_id,
            name: $s->courier->name,
            restaurant_id: $s->restaurant_id,
            carrying: (int) ($carrying[$s->staff_member_id] ?? 0),
        ))->all());
    }

    /**
     * A delivery order's courier for its ticket: the open delivery, or the last failed one (an alarm until the
     * order is given on). Reads the order's loaded deliveries (eager-load "deliveries.courier:id,name").
     */
    public static function ofTicket(Order $order): ?TicketDelivery
    {
        if (! $order->isDelivery()) {
            return null;
        }
        $deliveries = $order->relationLoaded('deliveries') ? $order->deliveries : $order->deliveries()->with('courier:id,name')->get();
        $delivery = $deliveries->first(fn (Delivery $d) => $d->isOpen()) ?? $deliveries->last(fn (Delivery $d) => $d->failed_at !== null);
        if ($delivery === null || ($delivery->failed_at !== null && $order->status->isFinal())) {
            return null;
        }

        return new TicketDelivery(
            id: $delivery->id,
            courier_id: $delivery->courier_id,
            courier: $delivery->courier->name,
            picked_up_at: BoardTickets::time($delivery->picked_up_at),
            failed_at: BoardTickets::time($delivery->failed_at),
            failure_reason: $delivery->failure_reason,
        );
    }

    /** The courier's open deliveries in run order, with their orders.
     *  @return Collection<int, Delivery> */
    public function run(StaffMember $courier): Collection
    {
        return Delivery::openQuery()->where('courier_id', $courier->id)
            ->with(['order.region', 'order.restaurant', 'order.lines'])
            ->orderBy('position')->orderBy('id')->get();
    }

    /** Delivery orders of the restaurant, cooking or back from a failed run, that no courier carries, oldest first.
     *  @return Collection<int, Order> */
    public function waiting(int $restaurantId): Collection
    {
        return self::waitingQuery()->where('restaurant_id', $restaurantId)
            ->with(['region', 'restaurant', 'lines'])->orderBy('created_at')->orderBy('id')->get();
    }

    /** Delivery orders that wait for a courier: cooking (or on the way without one) and no open delivery.
     *  @return Builder<Order> */
    public static function waitingQuery(): Builder
    {
        // The cooking and out deliveries are found by the status index (Order::byStatusIndex), not by walking history.
        $open = Order::byStatusIndex()->select('id')->where('order_type', OrderType::Delivery)
            ->whereIn('status', [OrderStatus::Cooking->value, OrderStatus::OnTheWay->value]);

        return Order::query()->whereIn('orders.id', $open->toBase())
            ->whereDoesntHave('deliveries', fn (Builder $q) => $q->whereNull('delivered_at')->whereNull('failed_at'))
            ->where(fn (Builder $q) => $q->where('status', OrderStatus::Cooking->value)->orWhereHas('deliveries', fn (Builder $f) => $f->whereNotNull('failed_at')));
    }

    /**
     * One order as the courier's phone shows it: where (the address parts, the courier comment, a maps link to the
     * street and house in the shop's city), who
     * (the customer's first name, the phone to call), what to collect, and the delivery's state.
     *
     * @return array<string, mixed>
     */
    public static function card(Order $order, ?Delivery $delivery, string $locale): array
    {
        $address = $order->address ?? [];
        $parts = array_intersect_key($address, array_flip(['street', 'house', 'entrance', 'floor', 'apartment']));
        $region = $order->region?->translate('name', $locale);
        // The maps search: the street and house in the shop's city (the region is a delivery zone no map knows).
        $query = implode(', ', array_filter([trim(implode(' ', array_filter([$parts['street'] ?? null, $parts['house'] ?? null]))), (string) config('shop.ordering.city')]));
        $paidOnline = $order->isPaidOnline();

        return [
            'id' => $delivery?->id,
            'order_id' => $order->id,
            'number' => $order->number,
            'status' => $order->status->value,
            'position' => $delivery?->position,
            'picked_up_at' => BoardTickets::time($delivery?->picked_up_at),
            'restaurant' => $order->restaurant?->translate('name', $locale),
            'region' => $region,
            'address' => $parts,
            'courier_comment' => $address['comment'] ?? null,
            'maps_url' => 'https://www.google.com/maps/search/?api=1&query='.rawurlencode($query),
            'customer' => Delivery::firstName($order->name),
            'phone' => $order->phone,
            'persons' => $order->persons,
            'eta_at' => BoardTickets::time($order->slot_at ?? $order->eta_at),
            'placed_at' => BoardTickets::time($order->created_at),
            // What to collect at the door: cash (with the change the customer asked for), the courier's card
            // terminal, or nothing (paid online). The tip is inside the total.
            'collect' => [
                'kind' => $paidOnline ? 'paid' : ($order->payment_type === PaymentType::Cash ? 'cash' : 'terminal'),
                'amount' => $paidOnline ? 0 : $order->total,
                'change_from' => $order->payment_type->takesChange() ? $order->change_from : null,
                'tip' => $order->tip,
                'paid' => $order->payment_status->value === 'paid',
            ],
            'items' => (int) $order->lines->sum('quantity'),
        ];
    }

    /**
     * The overview's courier part: per restaurant the couriers on shift; the delivery orders waiting for a courier
     * (since cooking started, or since their run failed) and the failed runs not given on yet.
     *
     * @return array{alarmMinutes: int, restaurants: list<array{id: int, couriers: list<string>}>, waiting: list<array{number: string, restaurant_id: ?int, since: ?string, failed: ?array{courier: string, reason: ?string}}>}
     */
    public function overview(): array
    {
        $onShift = CourierShift::openQuery()->whereHas('courier', fn (Builder $q) => $q->where('active', true))
            ->with('courier:id,name')->orderBy('started_at')->orderBy('id')->get()->groupBy('restaurant_id');
        $waiting = self::waitingQuery()->with(['deliveries.courier:id,name'])
            ->withMax(['statusHistory as cooking_at' => fn (Builder $q) => $q->where('to', OrderStatus::Cooking->value)], 'created_at')
            ->orderBy('id')->limit((int) config('shop.staff.board.max_tickets'))->get();

        return [
            'alarmMinutes' => (int) config('shop.staff.couriers.alarm_minutes'),
            'restaurants' => array_values($onShift->map(fn (Collection $shifts, int|string $id) => [
                'id' => (int) $id,
                'couriers' => array_values($shifts->map(fn (CourierShift $s) => $s->courier->name)->all()),
            ])->all()),
            'waiting' => array_values($waiting->map(function (Order $order) {
                $failed = $order->deliveries->last(fn (Delivery $d) => $d->failed_at !== null);
                $since = $failed->failed_at ?? $order->getAttribute('cooking_at') ?? $order->updated_at;

                return [
                    'number' => (string) $order->number,
                    'restaurant_id' => $order->restaurant_id,
                    'since' => BoardTickets::time($since),
                    'failed' => $failed === null ? null : ['courier' => $failed->courier->name, 'reason' => $failed->failure_reason],
                ];
            })->all()),
        ];
    }
}
