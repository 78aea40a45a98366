<?php

namespace App\Shop\Ordering;

use App\Models\Casts\UtcDateTime;
use App\Models\Order;
use App\Models\Restaurant;
use Carbon\CarbonImmutable;

/**
 * Delivery and pickup times of a kitchen, from its opening hours in the shop's timezone (Europe/Kyiv):
 * every step minutes from opening (the first one a while after it) up to closing, on wall-clock times,
 * so a DST change day keeps its 10:00 at 10:00 and a time that does not exist that night is skipped.
 * A slot is offered from the lead time on, and while fewer than the capacity of live orders hold it (SlotSettings);
 * an unpaid card order holds its place only for shop.ordering.unpaid_hold_minutes minutes. An operator's busy mode adds its minutes to
 * the lead time; while online orders are paused, "as soon as possible" is refused and the slots start from the end of
 * the pause plus the lead time, as if it were then.
 */
class Slots
{
    public function __construct(private OpeningHours $openingHours, private SlotSettings $settings) {}

    /**
     * The days ahead with their slots, and whether "as soon as possible" is open now.
     *
     * @return array{timezone: string, lead_minutes: int, asap: array{available: bool, eta_minutes: int, ready_at: string, busy_minutes: int, paused_until: ?string}, days: list<array{date: string, closed: bool, slots: list<array{value: string, time: string, available: bool}>}>}
     */
    public function schedule(Restaurant $kitchen, int $etaMinutes, CarbonImmutable $now): array
    {
        $perDay = [];
        $instants = [];
        foreach ($this->dates($now) as $date) {
            $times = array_values(array_filter($this->times($kitchen, $date), fn (CarbonImmutable $t) => $t->gte($this->earliest($kitchen, $now))));
            $perDay[$date] = ['closed' => $this->hours($kitchen, $date) === null, 'times' => $times];
            array_push($instants, ...$times);
        }

        $taken = $this->taken($kitchen, $instants, $now);
        $capacity = $this->settings->capacity();
        $days = [];
        foreach ($perDay as $date => $day) {
            $days[] = [
                'date' => $date,
                'closed' => $day['closed'],
                'slots' => array_map(fn (CarbonImmutable $t) => [
                    'value' => $t->toIso8601String(),
                    'time' => $t->format('H:i'),
                    'available' => ($taken[UtcDateTime::format($t)] ?? 0) < $capacity,
                ], $day['times']),
            ];
        }

        return [
            'timezone' => $this->timezone(),
            'lead_minutes' => $this->settings->leadMinutes() + $kitchen->busyMinutesAt($now),
            'asap' => [
                'available' => $this->asapRefusal($kitchen, $now) === null,
                'eta_minutes' => $etaMinutes,
                'ready_at' => $now->addMinutes($etaMinutes)->setTimezone($this->timezone())->toIso8601String(),
                'busy_minutes' => $kitchen->busyMinutesAt($now),
                'paused_until' => $kitchen->pausedUntilAt($now)?->setTimezone($this->timezone())->toIso8601String(),
            ],
            'days' => $days,
        ];
    }

    /** Why a scheduled time cannot be taken (past, paused, too_soon, too_far, closed, not_a_slot, full), or null when it can;
     *  the orders of $except (those the new order replaces) are not counted.
     *
     *  @param  list<int>  $except */
    public function refusal(Restaurant $kitchen, CarbonImmutable $slot, CarbonImmutable $now, array $except = []): ?string
    {
        $local = $slot->setTimezone($this->timezone());
        $date = $local->format('Y-m-d');

        return match (true) {
            $slot->lt($now) => 'past',
            $kitchen->pausedUntilAt($now) !== null && $slot->lt($this->earliest($kitchen, $now)) => 'paused',
            $slot->lt($this->earliest($kitchen, $now)) => 'too_soon',
            ! in_array($date, $this->dates($now), true) => 'too_far',
            $this->hours($kitchen, $date) === null || ! $this->withinHours($kitchen, $local, closingIncluded: true) => 'closed',
            ! $this->isSlot($kitchen, $slot) => 'not_a_slot',
            $this->isFull($kitchen, $slot, now: $now, except: $except) => 'full',
            default => null,
        };
    }

    /** Why "as soon as possible" cannot be ordered now ("closed", or "paused" by an operator), or null while it can. */
    public function asapRefusal(Restaurant $kitchen, CarbonImmutable $now): ?string
    {
        return match (true) {
            ! $this->withinHours($kitchen, $now->setTimezone($this->timezone())) => 'closed',
            $kitchen->pausedUntilAt($now) !== null => 'paused',
            default => null,
        };
    }

    /** Whether the orders holding a slot fill it; inside the placing transaction the new order is among them.
     *  @param  list<int>  $except */
    public function isFull(Restaurant $kitchen, CarbonImmutable $slot, bool $countsThisOrder = false, ?CarbonImmutable $now = null, array $except = []): bool
    {
        $taken = ($this->taken($kitchen, [$slot], $now ?? CarbonImmutable::now(), $except)[UtcDateTime::format($slot)] ?? 0) - ($countsThisOrder ? 1 : 0);

        return $taken >= $this->settings->capacity();
    }

    /** The step, lead time, capacity and days this instance applies. */
    public function settings(): SlotSettings
    {
        return $this->settings;
    }

    public function timezone(): string
    {
        return config('shop.ordering.timezone');
    }

    /** The local dates on offer, today first.
     *  @return list<string> */
    private function dates(CarbonImmutable $now): array
    {
        $today = $now->setTimezone($this->timezone())->startOfDay();

        return array_map(fn (int $i) => $today->addDays($i)->format('Y-m-d'), range(0, $this->settings->days() - 1));
    }

    /** The first instant a slot may be: the lead time (and busy mode's minutes) from now, or from the end of a pause. */
    private function earliest(Restaurant $kitchen, CarbonImmutable $now): CarbonImmutable
    {
        $from = $kitchen->pausedUntilAt($now) ?? $now;

        return $from->addMinutes($this->settings->leadMinutes() + $kitchen->busyMinutesAt($now));
    }

    /** Opening and closing minutes since local midnight of a date (the date's override first, see OpeningHours), or null
     *  when closed that day ("23:59" closes at midnight).
     *
     *  @return array{0: int, 1: int}|null */
    private function hours(Restaurant $kitchen, string $date): ?array
    {
        $hours = $this->openingHours->on($kitchen, $date);
        if ($hours === null) {
            return null;
        }
        $minutes = function (string $hm): int {
            [$h, $m] = array_map('intval', explode(':', $hm));

            return $h * 60 + $m;
        };
        $close = $minutes($hours[1]);

        return [$minutes($hours[0]), $close === 1439 ? 1440 : $close];
    }

    /** Whether a local time falls in the kitchen's hours; a scheduled slot may be the closing time itself (the last
     *  slot offered), "as soon as possible" only before it. */
    private function withinHours(Restaurant $kitchen, CarbonImmutable $local, bool $closingIncluded = false): bool
    {
        $hours = $this->hours($kitchen, $local->format('Y-m-d'));
        $minute = $local->hour * 60 + $local->minute;

        return $hours !== null && $minute >= $hours[0] && ($closingIncluded ? $minute <= $hours[1] : $minute < $hours[1]);
    }

    /** Every slot of a local date, on wall-clock times; a time the DST change skips is left out.
     *  @return list<CarbonImmutable> */
    private function times(Restaurant $kitchen, string $date): array
    {
        $hours = $this->hours($kitchen, $date);
        if ($hours === null) {
            return [];
        }
        [$open, $close] = $hours;
        $step = $this->settings->stepMinutes();
        [$y, $m, $d] = array_map('intval', explode('-', $date));

        $times = [];
        for ($minute = $open; $minute <= min($close, 1439); $minute += $step) {
            if ($minute < $open + $this->settings->afterOpenMinutes()) {
                continue;
            }
            $time = CarbonImmutable::create($y, $m, $d, intdiv($minute, 60), $minute % 60, 0, $this->timezone());
            if ($time !== null && $time->format('Y-m-d H:i') === sprintf('%s %02d:%02d', $date, intdiv($minute, 60), $minute % 60)) {
                $times[] = $time;
            }
        }

        return $times;
    }

    private function isSlot(Restaurant $kitchen, CarbonImmutable $slot): bool
    {
        $date = $slot->setTimezone($this->timezone())->format('Y-m-d');
        foreach ($this->times($kitchen, $date) as $time) {
            if ($time->equalTo($slot)) {
                return true;
            }
        }

        return false;
    }

    /**
     * Orders holding a place per slot: every live (not cancelled) order, but an unpaid card order only for
     * shop.ordering.unpaid_hold_minutes minutes after it was placed (it may still be paid later; see UnpaidCardOrders).
     *
     * @param  list<CarbonImmutable>  $slots
     * @param  list<int>  $except  orders not to count
     * @return array<string, int> stored slot text => orders
     */
    private function taken(Restaurant $kitchen, array $slots, CarbonImmutable $now, array $except = []): array
    {
        if ($slots === []) {
            return [];
        }

        return UnpaidCardOrders::holdingSlots(Order::query(), $now)->where('restaurant_id', $kitchen->id)
            ->whereIn('slot_at', array_map(UtcDateTime::format(...), $slots))
            ->where('status', '!=', OrderStatus::Cancelled->value)
            ->when($except !== [], fn ($q) => $q->whereNotIn('id', $except))
            ->groupBy('slot_at')->selectRaw('slot_at, count(*) as taken')
            ->pluck('taken', 'slot_at')->map(fn ($n) => (int) $n)->all();
    }
}
