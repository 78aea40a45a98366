<?php

namespace App\Staff\Couriers;

use App\Models\Delivery;
use App\Models\Order;
use App\Models\Restaurant;
use App\Models\StaffMember;
use App\Shop\Ordering\PaymentType;
use App\Staff\Board\BoardTickets;
use Carbon\CarbonImmutable;

/** What the courier's phone screen shows (the page and its feed): shift, run, waiting orders, the day so far. */
class CourierScreen
{
    public function __construct(private CourierBoard $board, private CourierShifts $shifts) {}

    /** @return array<string, mixed> */
    public function props(StaffMember $courier, string $locale): array
    {
        $shift = $this->shifts->open($courier);

        return [
            'shift' => $shift === null ? null : [
                'restaurant_id' => $shift->restaurant_id,
                'restaurant' => (string) $shift->restaurant->translate('name', $locale),
                'started_at' => BoardTickets::time($shift->started_at),
            ],
            'restaurants' => $courier->restaurants()->orderBy('sort')->orderBy('restaurants.id')->get()
                ->map(fn (Restaurant $r) => ['id' => $r->id, 'name' => (string) $r->translate('name', $locale)])->values()->all(),
            'run' => $this->board->run($courier)->map(fn (Delivery $d) => CourierBoard::card($d->order, $d, $locale))->values()->all(),
            'waiting' => $shift === null ? [] : $this->board->waiting($shift->restaurant_id)->map(fn (Order $o) => CourierBoard::card($o, null, $locale))->values()->all(),
            'today' => $this->today($courier),
            'now' => now()->toIso8601String(),
        ];
    }

    /**
     * The courier's deliveries of today (shop timezone) so far: how many, the cash collected, the card-terminal
     * sums and the cash orders' tips.
     *
     * @return array{delivered: int, cash: int, terminal: int, tips: int}
     */
    public function today(StaffMember $courier): array
    {
        $timezone = (string) config('shop.ordering.timezone');
        $start = CarbonImmutable::now($timezone)->startOfDay()->utc();
        $done = Delivery::query()->where('courier_id', $courier->id)->whereNotNull('delivered_at')
            ->where('delivered_at', '>=', $start)->with('order:id,payment_type,total,tip')->get();

        return [
            'delivered' => $done->count(),
            'cash' => (int) $done->sum(fn (Delivery $d) => (int) $d->cash_collected),
            'terminal' => (int) $done->filter(fn (Delivery $d) => $d->order->payment_type === PaymentType::CardCourier)->sum(fn (Delivery $d) => $d->order->total),
            'tips' => (int) $done->filter(fn (Delivery $d) => $d->order->payment_type === PaymentType::Cash)->sum(fn (Delivery $d) => $d->order->tip),
        ];
    }
}
