<?php

namespace App\Shop\Ordering;

use App\Models\Customer;
use App\Models\Region;
use App\Models\Restaurant;
use App\Shop\Catalog\Catalog;
use App\Shop\Delivery\DeliveryAreas;
use App\Shop\Delivery\DeliveryLocator;
use App\Shop\Loyalty\Bonuses;
use Carbon\CarbonImmutable;

/**
 * Prices and checks a checkout form from the catalog and the dictionaries, whatever the browser believes:
 * the browser's prices are never used. Business problems are collected per field, not thrown, so the same
 * pass answers the live quote and refuses an order.
 *
 * Where delivery areas are drawn (docs/delivery-areas.md) the address's point chooses the area, and so the kitchen, the
 * fee, the minimum and the delivery minutes (DeliveryLocator: never the browser's choice); otherwise the region picked.
 *
 * Rules (minor units): subtotal = Σ orderable lines; delivery = the area's (or region's) fee, 0 from its free_from
 * subtotal; discount = the promo code's, on the subtotal; bonuses ≤ balance and ≤ the configured share of
 * (subtotal − discount + delivery); tip = the chosen share of (subtotal − discount), rounded to whole hryvnias, or
 * the amount typed; total = subtotal + delivery − discount − bonuses + tip. The minimum order and the free-delivery
 * threshold are compared with the subtotal.
 */
class Checkout
{
    public function __construct(
        private Catalog $catalog,
        private PromoCodes $promoCodes,
        private Slots $slots,
        private Bonuses $bonuses,
        private Eta $eta,
        private DeliveryAreas $areas,
        private DeliveryLocator $locator,
    ) {}

    /** @param  array<string, mixed>  $input  validated checkout fields (App\Http\Requests\Concerns\CheckoutRules)
     *  @param  list<int>  $replacing  open card orders the new order replaces: their slot places count as free
     *  @param  int|null  $correcting  the order staff correct (App\Staff\Orders\OrderCorrections): its own slot place and promo code use count as free */
    public function quote(array $input, ?Customer $customer, string $locale, CarbonImmutable $now, array $replacing = [], ?int $correcting = null): Quote
    {
        $problems = [];
        $add = function (string $field, string $message) use (&$problems) {
            $problems[$field][] = $message;
        };

        // The kitchen first: a dish on its own stop-list is not orderable there (CartCheck's stopped_here), so it is out
        // of the subtotal, the minimum order and the total the customer sees before placing.
        $type = OrderType::of($input['order_type'] ?? null);
        [$region, $kitchen, $deliveryFee, $minOrder, $eta, $area, $located] = [null, null, null, null, null, null, null];
        $slotAt = isset($input['slot']) ? CarbonImmutable::parse($input['slot'])->utc() : null;
        if ($type === OrderType::Delivery && $this->areas->inUse()) {
            $items = $input['items'] ?? [];
            $plain = $items === [] ? [] : $this->catalog->checkCart($items, $locale, null)['lines'];
            $located = $this->locator->locate($input, $locale, $slotAt ?? $now, $now, $plain);
            $area = $located->area;
            $kitchen = $area?->restaurant;
            if (($problem = DeliveryLocator::problem($located->refusal, $locale)) !== null) {
                $add(...$problem);
            }
        } elseif ($type === OrderType::Delivery && isset($input['region_id'])) {
            $region = Region::query()->where('active', true)->with('restaurant')->find((int) $input['region_id']);
            $kitchen = $region?->restaurant;
            if ($region === null || $kitchen === null) {
                $add('region_id', __('checkout.problems.region', [], $locale));
            }
        } elseif ($type === OrderType::Pickup && isset($input['restaurant_id'])) {
            $kitchen = Restaurant::query()->where('pickup', true)->find((int) $input['restaurant_id']);
            if ($kitchen === null) {
                $add('restaurant_id', __('checkout.problems.restaurant', [], $locale));
            }
        }

        $items = $input['items'] ?? [];
        /** @var list<array<string, mixed>> $lines */
        $lines = $items === [] ? [] : $this->catalog->checkCart($items, $locale, $kitchen?->id)['lines'];
        foreach ($lines as $line) {
            $this->lineProblems($line, $kitchen, $type, $locale, $add);
        }
        $subtotal = array_sum(array_map(fn (array $l) => $l['orderable'] ? $l['line_total'] : 0, $lines));

        $terms = $area ?? $region;
        if ($terms !== null && $kitchen !== null) {
            $deliveryFee = $terms->free_from !== null && $subtotal >= $terms->free_from ? 0 : $terms->delivery_fee;
            $minOrder = $terms->min_order;
            $eta = $this->eta->minutes($kitchen, $terms, $now);
            if ($lines !== [] && $subtotal < $terms->min_order) {
                $add('items', __('checkout.problems.min_order', [
                    'amount' => Money::format($terms->min_order, $locale),
                    'missing' => Money::format($terms->min_order - $subtotal, $locale),
                ], $locale));
            }
        } elseif ($kitchen !== null) {
            $eta = $this->eta->minutes($kitchen, null, $now);
        }

        if ($kitchen !== null) {
            $this->timeProblems($kitchen, $slotAt, $now, $locale, $add, $correcting === null ? $replacing : [...$replacing, $correcting]);
        }

        $promo = null;
        $discount = 0;
        if (($input['promo_code'] ?? '') !== '') {
            $phone = isset($input['phone']) && is_string($input['phone']) ? $input['phone'] : null;
            $promo = $this->promoCodes->evaluate($input['promo_code'], $subtotal, $locale, $now, $customer, $phone, $correcting);
            $discount = $promo['discount'];
            if (! $promo['applied']) {
                $add('promo_code', (string) $promo['message']);
            }
        }

        $beforeBonuses = $subtotal - $discount + ($deliveryFee ?? 0);
        [$bonuses, $spent] = $this->bonusSpend((int) ($input['bonuses'] ?? 0), $beforeBonuses, $customer, $locale, $add);
        [$tip, $tipPercent] = self::tip($input, $subtotal - $discount);
        $total = $beforeBonuses - $spent + $tip;

        if (PaymentType::of($input['payment_type'] ?? null)?->takesChange() && isset($input['change_from']) && $input['change_from'] < $total) {
            $add('change_from', __('checkout.problems.change_from', ['amount' => Money::format($total, $locale)], $locale));
        }
        if (isset($input['expected_total']) && (int) $input['expected_total'] !== $total) {
            $add('total', __('checkout.problems.total_changed', [
                'was' => Money::format((int) $input['expected_total'], $locale),
                'now' => Money::format($total, $locale),
            ], $locale));
        }

        return new Quote(
            $lines, $subtotal, $deliveryFee, $discount, $spent, $total, $promo, $promo['promo'] ?? null, $bonuses,
            $minOrder, $region, $kitchen, $slotAt, $eta, $problems, $tip, $tipPercent,
            $area, $located, $located?->record($locale),
        );
    }

    /**
     * The tip (minor units) and the share it was chosen as (null for a typed amount): a share of the food after the
     * promo discount, rounded to whole hryvnias. Bonuses never pay it (their share is taken before it is added).
     *
     * @param  array<string, mixed>  $input
     * @return array{0: int, 1: int|null}
     */
    public static function tip(array $input, int $food): array
    {
        if (isset($input['tip_percent']) && (int) $input['tip_percent'] > 0) {
            $percent = (int) $input['tip_percent'];

            return [intdiv(max(0, $food) * $percent + 5_000, 10_000) * 100, $percent];
        }

        return [max(0, (int) ($input['tip_amount'] ?? 0)), null];
    }

    /** One message per line, in the cart's words: a dish on the kitchen's own stop-list names that kitchen.
     *
     *  @param  array<string, mixed>  $line */
    private function lineProblems(array $line, ?Restaurant $kitchen, ?OrderType $type, string $locale, callable $add): void
    {
        $field = 'items.'.$line['index'];
        $problems = $line['problems'];
        if (in_array('not_found', $problems, true)) {
            $add("$field.id", __('checkout.problems.product_gone', [], $locale));
        } elseif (in_array('unavailable', $problems, true)) {
            $add($field, __('checkout.problems.product_unavailable', ['name' => $line['name']], $locale));
        } elseif (in_array('stopped_here', $problems, true) && $kitchen !== null) {
            $add($field, __($type === OrderType::Pickup ? 'checkout.problems.stopped_here_pickup' : 'checkout.problems.stopped_here', ['name' => $line['name'], 'restaurant' => $kitchen->translate('name', $locale)], $locale));
        } elseif (array_intersect(['modifier_unavailable', 'modifier_limits'], $problems)) {
            $add("$field.modifiers", __('checkout.problems.modifiers', ['name' => $line['name']], $locale));
        }
    }

    /** "As soon as possible" (no slot) needs the kitchen open and not paused now; a scheduled time must be one of its
     *  free slots (after a pause, and the lead time with busy mode's minutes).
     *
     *  @param  list<int>  $replacing */
    private function timeProblems(Restaurant $kitchen, ?CarbonImmutable $slotAt, CarbonImmutable $now, string $locale, callable $add, array $replacing): void
    {
        $reason = $slotAt === null ? $this->slots->asapRefusal($kitchen, $now) : $this->slots->refusal($kitchen, $slotAt, $now, $replacing);
        if ($reason === null) {
            return;
        }
        $until = $kitchen->pausedUntilAt($now)?->setTimezone($this->slots->timezone());
        $key = match (true) {
            $reason === 'paused' => 'checkout.problems.paused',
            $slotAt === null => 'checkout.problems.asap_closed',
            default => "checkout.problems.slot_$reason",
        };
        $add('slot', __($key, [
            'minutes' => $this->slots->settings()->leadMinutes() + $kitchen->busyMinutesAt($now),
            'days' => $this->slots->settings()->days(),
            'restaurant' => $kitchen->translate('name', $locale),
            'time' => $until === null ? '' : ($until->isSameDay($now->setTimezone($this->slots->timezone())) ? $until->format('H:i') : $until->format('d.m H:i')),
        ], $locale));
    }

    /** @return array{0: array{balance: int, max: int, spent: int}|null, 1: int} */
    private function bonusSpend(int $requested, int $beforeBonuses, ?Customer $customer, string $locale, callable $add): array
    {
        if ($customer === null) {
            if ($requested > 0) {
                $add('bonuses', __('checkout.problems.bonuses_guest', [], $locale));
            }

            return [null, 0];
        }

        $balance = $this->bonuses->balance($customer);
        $share = intdiv(max(0, $beforeBonuses) * (int) config('shop.ordering.bonuses.max_share_percent'), 100);
        $max = max(0, min($balance, $share));
        if ($requested > $balance) {
            $add('bonuses', __('checkout.problems.bonuses_balance', ['balance' => Money::format($balance, $locale)], $locale));
        } elseif ($requested > $share) {
            $add('bonuses', __('checkout.problems.bonuses_share', ['max' => Money::format($share, $locale)], $locale));
        }
        $spent = min($requested, $max);

        return [['balance' => $balance, 'max' => $max, 'spent' => $spent], $spent];
    }
}
