<?php

namespace App\Staff\Couriers;

use App\Models\CourierCashHandover;
use App\Models\Delivery;
use App\Models\StaffMember;
use App\Shop\Ordering\Money;
use App\Shop\Ordering\PaymentType;
use App\Staff\Actor;
use App\Staff\Audit;
use App\Staff\Board\BoardTickets;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * The couriers' cash at the end of a day (shop timezone): per courier the deliveries, the cash collected, the
 * card-terminal sums and the cash orders' tips; a manager closes each courier's day with the amount counted (the
 * shortfall is recorded with its reason, required for a shortfall; audited). A delivery recorded after the close is
 * not in it: the page shows it as open again. The cash orders a courier still carries (not delivered) are listed apart:
 * their money is not in the day yet.
 */
class CourierCash
{
    public function __construct(private Audit $audit, private Actor $actor) {}

    /**
     * @return list<array{courier_id: int, courier: string, deliveries: int, cash: int, terminal: int, tips: int, handover: array{received: int, expected: int, shortfall: int, reason: ?string, closed_by: ?string, closed_at: ?string}|null, open: int, carrying: array{orders: int, cash: int}}>
     */
    public function day(CarbonImmutable $day): array
    {
        [$from, $to] = self::bounds($day);
        $delivered = Delivery::query()->whereNotNull('delivered_at')->where('delivered_at', '>=', $from)->where('delivered_at', '<', $to)
            ->with(['order:id,payment_type,total,tip', 'courier:id,name'])->get()->groupBy('courier_id');
        $carrying = Delivery::openQuery()->whereIn('courier_id', $delivered->keys())
            ->whereHas('order', fn ($q) => $q->where('payment_type', PaymentType::Cash->value))
            ->with('order:id,total')->get()->groupBy('courier_id');
        $handovers = CourierCashHandover::query()->whereDate('day', $day->format('Y-m-d'))->with('closedBy:id,name')->get()->keyBy('courier_id');

        $rows = [];
        foreach ($delivered as $courierId => $deliveries) {
            /** @var \Illuminate\Support\Collection<int, Delivery> $deliveries */
            $handover = $handovers->get($courierId);
            $cash = (int) $deliveries->sum(fn (Delivery $d) => (int) $d->cash_collected);
            $rows[] = [
                'courier_id' => (int) $courierId,
                'courier' => (string) $deliveries->first()?->courier->name,
                'deliveries' => $deliveries->count(),
                'cash' => $cash,
                'terminal' => (int) $deliveries->filter(fn (Delivery $d) => $d->order->payment_type === PaymentType::CardCourier)->sum(fn (Delivery $d) => $d->order->total),
                'tips' => (int) $deliveries->filter(fn (Delivery $d) => $d->order->payment_type === PaymentType::Cash)->sum(fn (Delivery $d) => $d->order->tip),
                'handover' => $handover === null ? null : [
                    'received' => $handover->received, 'expected' => $handover->expected, 'shortfall' => $handover->shortfall, 'reason' => $handover->shortfall_reason,
                    'closed_by' => $handover->closedBy?->name, 'closed_at' => BoardTickets::time($handover->closed_at),
                ],
                // Cash collected after the day was closed (a late delivery): still to hand over.
                'open' => $handover === null ? $cash : $cash - $handover->expected,
                // Cash orders given to the courier and not delivered yet: their money comes after this count.
                'carrying' => [
                    'orders' => count($carrying->get($courierId) ?? []),
                    'cash' => (int) collect($carrying->get($courierId) ?? [])->sum(fn (Delivery $d) => $d->order->total),
                ],
            ];
        }
        usort($rows, fn (array $a, array $b) => [$a['courier'], $a['courier_id']] <=> [$b['courier'], $b['courier_id']]);

        return $rows;
    }

    /**
     * Close a courier's day with the cash counted; once per courier and day (a second close is refused). A shortfall
     * (less counted than the day's deliveries collected) needs its reason; the check runs under the courier's lock,
     * against the deliveries recorded at that moment.
     */
    public function close(StaffMember $courier, CarbonImmutable $day, int $received, ?string $reason = null): CourierCashHandover
    {
        return DB::transaction(function () use ($courier, $day, $received, $reason) {
            StaffMember::query()->whereKey($courier->id)->lockForUpdate()->firstOrFail();
            $closed = CourierCashHandover::query()->where('courier_id', $courier->id)->whereDate('day', $day->format('Y-m-d'))->with('closedBy:id,name')->first();
            if ($closed !== null) {
                throw ValidationException::withMessages(['received' => __('couriers.cash_closed', ['courier' => $courier->name, 'by' => $closed->closedBy->name ?? '—'])]);
            }
            [$from, $to] = self::bounds($day);
            $delivered = Delivery::query()->where('courier_id', $courier->id)->whereNotNull('delivered_at')->where('delivered_at', '>=', $from)->where('delivered_at', '<', $to);
            $count = (clone $delivered)->count();
            if ($count === 0) {
                throw ValidationException::withMessages(['received' => __('couriers.cash_nothing', ['courier' => $courier->name])]);
            }
            $expected = (int) (clone $delivered)->sum('cash_collected');
            $shortfall = $expected - $received;
            $reason = $reason !== null && trim($reason) !== '' ? trim($reason) : null;
            if ($shortfall > 0 && $reason === null) {
                throw ValidationException::withMessages(['reason' => __('couriers.cash_reason', ['amount' => Money::format($shortfall, app()->getLocale())])]);
            }
            $handover = CourierCashHandover::query()->create([
                'courier_id' => $courier->id, 'day' => $day->format('Y-m-d'), 'deliveries' => $count, 'expected' => $expected,
                'received' => $received, 'shortfall' => $shortfall, 'shortfall_reason' => $shortfall > 0 ? $reason : null,
                'closed_by_id' => $this->actor->id(), 'closed_at' => now(),
            ]);
            $this->audit->record('courier.cash_close', $courier, null, ['day' => $day->format('Y-m-d'), 'deliveries' => $count, 'expected' => $expected, 'received' => $received, 'shortfall' => $shortfall, 'reason' => $shortfall > 0 ? $reason : null]);

            return $handover;
        });
    }

    /** The day's instants in UTC: [start, next day's start).
     *  @return array{0: CarbonImmutable, 1: CarbonImmutable} */
    public static function bounds(CarbonImmutable $day): array
    {
        $start = $day->setTimezone((string) config('shop.ordering.timezone'))->startOfDay();

        return [$start->utc(), $start->addDay()->utc()];
    }
}
