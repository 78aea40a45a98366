<?php

namespace App\Shop\Ordering;

use App\Models\Order;
use Carbon\CarbonImmutable;

/**
 * One time per order, the same on the checkout, the order-placed page, the tracking page (before and after pick-up)
 * and in the SMS: the order's eta_at. It is set on placing and moves only as written here, each move keeping the time
 * it moved from and why (eta_moved_from, eta_reason), which the pages say:
 *
 * - On placing "as soon as possible", the time the checkout showed (its quote: the time, its minutes and busy minutes)
 *   is kept while the time Eta computes now is at most shop.ordering.eta.quote_grace_minutes later (so it is never
 *   earlier than the kitchen's queue allows by more than that); a quote no checkout could have shown (past, or further
 *   ahead than the whole wait again) is ignored. Past the grace the computed time is promised: `busy` when busy
 *   mode adds more minutes than when quoted, `queue` when the kitchen's queue grew, `waited` when only the clock moved
 *   (the checkout stayed open).
 * - When the courier picks the order up so late that the region's delivery minutes end past the promise (by more than
 *   the grace), the promise moves to the pick-up plus those minutes: `late_pickup`. An early pick-up keeps the promise.
 */
class EtaPromise
{
    public const BUSY = 'busy';

    public const QUEUE = 'queue';

    public const WAITED = 'waited';

    public const LATE_PICKUP = 'late_pickup';

    public const REASONS = [self::BUSY, self::QUEUE, self::WAITED, self::LATE_PICKUP];

    /**
     * The promise of an order placed "as soon as possible" at $now, computed as $minutes from now with $busyMinutes of busy
     * mode, given what the checkout showed ($quote, when the client sent it).
     *
     * @param  array{at: CarbonImmutable, minutes: int, busy_minutes: int}|null  $quote
     * @return array{eta_at: CarbonImmutable, eta_moved_from: ?CarbonImmutable, eta_reason: ?string}
     */
    public static function atPlacing(CarbonImmutable $now, int $minutes, int $busyMinutes, ?array $quote): array
    {
        $computed = $now->addMinutes($minutes);
        if ($quote === null) {
            return ['eta_at' => $computed, 'eta_moved_from' => null, 'eta_reason' => null];
        }
        $quoted = $quote['at']->utc();
        $grace = self::grace();
        // No quote the checkout could have shown (in the past, or further ahead than the whole wait again): ignored.
        if ($quoted->lt($now) || $quoted->gt($computed->addMinutes($minutes + $grace))) {
            return ['eta_at' => $computed, 'eta_moved_from' => null, 'eta_reason' => null];
        }
        // The quote stands while the kitchen can keep it.
        if ($computed->lte($quoted->addMinutes($grace))) {
            return ['eta_at' => $quoted, 'eta_moved_from' => null, 'eta_reason' => null];
        }
        $reason = match (true) {
            $busyMinutes > $quote['busy_minutes'] => self::BUSY,
            $minutes > $quote['minutes'] => self::QUEUE,
            default => self::WAITED,
        };

        return ['eta_at' => $computed, 'eta_moved_from' => $quoted, 'eta_reason' => $reason];
    }

    /**
     * What the checkout showed, from the placed form's expected_eta, expected_eta_minutes and expected_busy_minutes
     * (App\Http\Requests\Concerns\CheckoutRules), or null when it did not send them.
     *
     * @param  array<string, mixed>  $input
     * @return array{at: CarbonImmutable, minutes: int, busy_minutes: int}|null
     */
    public static function quote(array $input): ?array
    {
        if (! isset($input['expected_eta'], $input['expected_eta_minutes'], $input['expected_busy_minutes']) || ! is_string($input['expected_eta'])) {
            return null;
        }

        return [
            'at' => CarbonImmutable::parse($input['expected_eta']),
            'minutes' => (int) $input['expected_eta_minutes'],
            'busy_minutes' => (int) $input['expected_busy_minutes'],
        ];
    }

    /** The courier picked $order up at $pickedUp (inside the pick-up's transaction, the order's row locked). */
    public static function pickedUp(Order $order, CarbonImmutable $pickedUp): void
    {
        $minutes = (int) ($order->region->eta_minutes ?? 0);
        if (! $order->isDelivery() || $minutes <= 0) {
            return;
        }
        $arrival = $pickedUp->addMinutes($minutes);
        if ($arrival->lte($order->eta_at->addMinutes(self::grace()))) {
            return;
        }
        $order->forceFill(['eta_moved_from' => $order->eta_at, 'eta_at' => $arrival, 'eta_reason' => self::LATE_PICKUP])->save();
    }

    private static function grace(): int
    {
        return max(0, (int) config('shop.ordering.eta.quote_grace_minutes'));
    }
}
