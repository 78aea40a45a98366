<?php

namespace App\Staff\Orders;

use App\Models\Order;
use App\Models\OrderLine;
use App\Models\PaymentRefund;
use App\Models\PromoCode;
use App\Models\StaffMember;
use App\Shop\Ordering\Checkout;
use App\Shop\Ordering\Money;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\OrderPlacement;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\Quote;
use App\Shop\Ordering\Slots;
use App\Shop\Ordering\StatusSms;
use App\Shop\Payments\PaymentGatewayException;
use App\Shop\Payments\Payments;
use App\Shop\Payments\RefundChecks;
use App\Staff\Audit;
use App\Support\FailureContext;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * Staff correct an order before cooking starts (new or accepted): its lines, the delivery address and the time. The
 * corrected order is priced and checked by the storefront's own Checkout::quote (the catalog's prices, the stop-lists,
 * the kitchen's hours and free times, the order's promo code: kept when it still applies, dropped with a note when not),
 * and written in one transaction holding the order's row, which checks the status again: an order the kitchen started
 * meanwhile is refused and nothing is written. The time and the promo code the order already holds count as its own
 * (its slot place and its use are not counted against it); a kept time is not checked again.
 *
 * Money (see Payments::owed): the corrected order is a restatement. Its form starts from the lines net of refunds by
 * line, and once written those refunds are marked restated: its new total is what it costs, and the money they gave back
 * counts once, in what the order holds. A correction is refused while a refund is still being checked with the provider.
 * A cash or courier-card order just gets the new total. A card order has its payment orders still open with
 * the provider closed first (one found paid refuses the correction). Not paid yet, it goes back to unpaid: the customer
 * pays the new total from the payment link the SMS carries. Paid online: a lower total gives exactly the difference back
 * through the payment driver (once: what is left to give back is counted from the payments and their refunds); a higher
 * one is owed as a difference, paid from the same link as a second payment (Payments::due). Everything runs under the
 * order's provider lock (the refunds' own). The customer gets an SMS with the new total (StatusSms::corrected,
 * `corrected` in SHOP_SMS_STATUSES); the audit trail keeps lines, address, time and total before → after.
 */
class OrderCorrections
{
    private const TRANSACTION_ATTEMPTS = 3;

    private const PROVIDER_LOCK_SECONDS = 60;

    public function __construct(
        private Checkout $checkout,
        private OrderPlacement $placement,
        private OrderLifecycle $lifecycle,
        private Payments $payments,
        private Slots $slots,
        private StatusSms $sms,
        private Audit $audit,
    ) {}

    /** Whether the order may still be corrected: the kitchen has not started it, and its money was not given back. */
    public static function correctable(Order $order): bool
    {
        return in_array($order->status, [OrderStatus::New, OrderStatus::Accepted], true) && $order->payment_status !== PaymentStatus::Refunded;
    }

    /**
     * @param  array<string, mixed>  $input  OrderCorrectionRequest::correction(): items, the address fields (a delivery), slot
     * @return array{changed: bool, promo_dropped: ?string, sms: bool, refunded: int, refund_error: ?string}
     *
     * @throws ValidationException a rule of the checkout fails, or the order cannot be corrected any more
     */
    public function correct(Order $order, array $input, StaffMember $by): array
    {
        $now = CarbonImmutable::now();
        // Checked first, with no write: a refusal (a stopped dish, a closed time, too many lines) leaves all as it was.
        $this->refuseUnlessCorrectable($order);
        $this->quote($order, $input, $now);

        $lock = Cache::lock(RefundChecks::lockKey($order->id), self::PROVIDER_LOCK_SECONDS);
        if (! $lock->get()) {
            throw OrderConflict::busy($order);
        }
        try {
            if ($order->isPaidOnline()) {
                $this->closeOpenPayments($order);
            }

            $result = DB::transaction(fn () => $this->write($order->id, $input, $by, $now), self::TRANSACTION_ATTEMPTS);

            return $result + $this->giveBackOverpaid($order->refresh());
        } finally {
            $lock->release();
        }
    }

    /** The order's current values as the correction form starts from them.
     *  @return array<string, mixed> */
    public static function formValues(Order $order): array
    {
        $address = (array) ($order->address ?? []);
        // What the customer still gets: a refund by line took its units out (the correction restates the order from it).
        $refunded = OrderActions::refundedQuantities($order);

        return [
            'items' => $order->lines()->orderBy('id')->get()
                ->filter(fn (OrderLine $line) => $line->quantity - ($refunded[$line->id] ?? 0) > 0)
                ->map(fn (OrderLine $line) => [
                    'product' => $line->product_id,
                    'quantity' => $line->quantity - ($refunded[$line->id] ?? 0),
                    'modifiers' => array_values(array_map(fn (array $m) => (int) $m['id'], (array) $line->modifiers)),
                ])->values()->all(),
            'region_id' => $order->region_id,
            'street' => (string) ($address['street'] ?? ''),
            'house' => (string) ($address['house'] ?? ''),
            'entrance' => (string) ($address['entrance'] ?? ''),
            'floor' => (string) ($address['floor'] ?? ''),
            'apartment' => (string) ($address['apartment'] ?? ''),
            'courier_comment' => (string) ($address['comment'] ?? ''),
            'slot' => $order->asap || $order->slot_at === null ? '' : CarbonImmutable::parse($order->slot_at)->setTimezone(config('shop.ordering.timezone'))->format('Y-m-d\TH:i:sP'),
        ];
    }

    /**
     * What a correction form was opened on: the order's lines net of refunds by line, and its total. A correction sent
     * with another basis was made on a stale form (a refund by line or another correction came first): it is refused
     * with a 409 rather than adding back what was refunded meanwhile.
     */
    public static function basis(Order $order): string
    {
        return hash('sha256', (string) json_encode([self::formValues($order)['items'], (int) $order->total]));
    }

    /** What the audit and the history show of an order: lines, address, time, total.
     *  @return array{lines: string, address: ?string, time: string, total: int, promo_code?: string} */
    public static function summary(Order $order): array
    {
        $lines = $order->lines()->orderBy('id')->get()->map(function (OrderLine $line) {
            $modifiers = array_map(fn (array $m) => (string) ($m['name']['uk'] ?? reset($m['name']) ?: ''), (array) $line->modifiers);

            return $line->quantity.' × '.$line->translatedName('uk').($modifiers === [] ? '' : ' ('.implode(', ', $modifiers).')');
        })->implode('; ');
        $address = $order->address === null ? null : implode(', ', array_filter([
            $order->address['street'] ?? null, $order->address['house'] ?? null, $order->address['entrance'] ?? null,
            $order->address['floor'] ?? null, $order->address['apartment'] ?? null, $order->address['comment'] ?? null,
        ], fn ($v) => $v !== null && $v !== ''));
        $time = $order->asap || $order->slot_at === null ? 'asap' : CarbonImmutable::parse($order->slot_at)->setTimezone(config('shop.ordering.timezone'))->format('d.m H:i');

        return ['lines' => $lines, 'address' => $address, 'time' => $time, 'total' => (int) $order->total]
            + ($order->promo_code_id !== null ? ['promo_code' => (string) PromoCode::query()->whereKey($order->promo_code_id)->value('code')] : []);
    }

    private function refuseUnlessCorrectable(Order $order): void
    {
        if (! in_array($order->status, [OrderStatus::New, OrderStatus::Accepted], true)) {
            throw ValidationException::withMessages(['order' => __('staff.correct.too_late', [
                'number' => $order->number, 'status' => __('staff.status.'.$order->status->value),
            ])]);
        }
        if ($order->payment_status === PaymentStatus::Refunded) {
            throw ValidationException::withMessages(['order' => __('staff.correct.refunded', ['number' => $order->number])]);
        }
        // A refund whose provider answer was lost may still fail: what the order holds is not known until it is checked.
        if (PaymentRefund::query()->where('order_id', $order->id)->where('status', RefundChecks::CHECKING)->exists()) {
            throw ValidationException::withMessages(['order' => __('staff.correct.refund_checking', ['number' => $order->number])]);
        }
    }

    /** A card order: its payment orders still open with the provider (the whole total, or a difference) are closed, so
     *  the old amount cannot be paid any more (one paid meanwhile is applied and the correction is refused). */
    private function closeOpenPayments(Order $order): void
    {
        try {
            $paid = $this->payments->settleOpen($order);
        } catch (PaymentGatewayException $e) {
            report(FailureContext::add($e, ['order' => $order->number, 'operation' => 'correction: close the open payments']));
            throw ValidationException::withMessages(['order' => __('staff.correct.provider_failed')]);
        }
        if ($paid) {
            throw ValidationException::withMessages(['order' => __('staff.correct.paid_meanwhile', ['number' => $order->number])]);
        }
    }

    /** @param  array<string, mixed>  $input
     *  @return array{changed: bool, promo_dropped: ?string, sms: bool} */
    private function write(int $orderId, array $input, StaffMember $by, CarbonImmutable $now): array
    {
        $order = Order::lockRow($orderId);
        $this->refuseUnlessCorrectable($order);
        if (isset($input['basis']) && is_string($input['basis']) && ! hash_equals(self::basis($order), $input['basis'])) {
            throw OrderConflict::changedMeanwhile($order);
        }
        [$quote, $droppedPromo] = $this->quote($order, $input, $now);
        $before = self::summary($order);
        $delivery = $order->isDelivery();
        $timeKept = $this->sameTime($order, $quote->slotAt);

        $total = max(0, $quote->total - (int) $order->bonuses_spent);
        $totals = array_map(fn (array $row) => $row['code'] === 'total' ? ['code' => 'total', 'amount' => $total] : $row, $quote->totals());
        if ((int) $order->bonuses_spent > 0) {
            array_splice($totals, count($totals) - 1, 0, [['code' => 'bonuses', 'amount' => -(int) $order->bonuses_spent]]);
        }
        $oldPromo = $order->promo_code_id;
        $order->fill([
            'region_id' => $delivery ? $quote->region?->id : null,
            // Where areas are drawn the corrected address's point chose the area again (docs/delivery-areas.md).
            'delivery_area_id' => $delivery ? $quote->area?->id : null,
            'lat' => $delivery ? $quote->located?->lat : null,
            'lng' => $delivery ? $quote->located?->lng : null,
            'restaurant_id' => $quote->kitchen->id ?? $order->restaurant_id,
            'address' => $delivery ? array_filter([
                'street' => $input['street'] ?? null, 'house' => $input['house'] ?? null, 'entrance' => $input['entrance'] ?? null,
                'floor' => $input['floor'] ?? null, 'apartment' => $input['apartment'] ?? null, 'comment' => $input['courier_comment'] ?? null,
            ], fn ($v) => $v !== null && $v !== '') : null,
            'asap' => $quote->slotAt === null,
            'slot_at' => $quote->slotAt,
            'eta_at' => $timeKept ? $order->eta_at : ($quote->slotAt ?? $now->addMinutes((int) $quote->etaMinutes)),
            'promo_code_id' => $quote->promoCode?->id,
            'subtotal' => $quote->subtotal,
            'delivery_fee' => $quote->deliveryFee ?? 0,
            'discount' => $quote->discount,
            'tip' => $quote->tip,
            'total' => $total,
            'totals' => $totals,
        ]);
        // The change the customer asked for no longer covers a bigger total: the courier brings change from the total.
        if ($order->change_from !== null && $order->change_from < $total) {
            $order->change_from = null;
        }
        $rows = $this->placement->lineRows($quote->lines);
        $linesChanged = self::lineKey($order->lines()->orderBy('id')->get()->map(fn (OrderLine $l) => $l->only(['product_id', 'quantity', 'unit_price', 'modifiers', 'line_total']))->all())
            !== self::lineKey(array_map(fn (array $r) => array_intersect_key($r, array_flip(['product_id', 'quantity', 'unit_price', 'modifiers', 'line_total'])), $rows));
        // Refunds by line not restated yet: the form started from the lines net of them, so even lines equal to the
        // stored ones are a change (the refunded units are added back and paid for).
        $restated = PaymentRefund::query()->where('order_id', $order->id)->where('kind', Payments::REFUND_KIND)->whereNotNull('lines')
            ->where('status', '!=', RefundChecks::FAILED);
        if (! $order->isDirty() && ! $linesChanged && ! (clone $restated)->exists()) {
            return ['changed' => false, 'promo_dropped' => null, 'sms' => false];
        }

        $order->save();
        // The corrected lines started from what was left after refunds by line (formValues): those refunds are in the
        // new total now, so they stop lowering what the order costs (Payments::owed), and their money counts once.
        $restated->update(['kind' => Payments::RESTATED_KIND]);
        if ($linesChanged) {
            $order->lines()->delete();
            $order->lines()->createMany($rows);
        }
        if (! $timeKept && $quote->slotAt !== null && $quote->kitchen !== null && $this->slots->isFull($quote->kitchen, $quote->slotAt, countsThisOrder: true)) {
            throw ValidationException::withMessages(['slot' => __('checkout.problems.slot_full')]);
        }
        // A dropped promo code gives its use back.
        if ($oldPromo !== null && $quote->promoCode === null) {
            PromoCode::query()->whereKey($oldPromo)->where('used_count', '>', 0)->decrement('used_count');
        }
        // A card order still to pay (the new total, or the difference of a paid one): it is paid from the link.
        $toPay = $order->isPaidOnline() && ($order->payment_status === PaymentStatus::Paid ? Payments::owed($order) > Payments::netPaid($order) : $total > 0);
        if ($order->isPaidOnline() && in_array($order->payment_status, [PaymentStatus::Pending, PaymentStatus::Failed], true)) {
            $this->lifecycle->changePaymentStatus($order, PaymentStatus::Unpaid, 'order corrected by staff');
        }

        // Corrected down: what the order earned (bonuses, a referral reward) follows its new total.
        $this->lifecycle->settleEarnings($order);

        $after = self::summary($order);
        $this->audit->record('order.correct', $order, $before, $after + ($droppedPromo !== null ? ['promo_dropped' => $droppedPromo] : []), $by);
        $this->sms->corrected($order, $toPay);

        return ['changed' => true, 'promo_dropped' => $droppedPromo, 'sms' => (bool) config('shop.status_sms.kinds.corrected', true) && $order->phone !== ''];
    }

    /**
     * A paid card order that now holds more than its total (a correction lowered it) gets exactly the difference back
     * through the payment driver (OrderActions::refundAmount, under the provider lock this correction holds). What is
     * given back is counted from the payments and their refunds, so a repeated submit finds nothing more to refund,
     * and a refund that failed is made by the next save of the form.
     *
     * @return array{refunded: int, refund_error: ?string}
     */
    private function giveBackOverpaid(Order $order): array
    {
        $over = $order->isPaidOnline() && $order->payment_status === PaymentStatus::Paid ? Payments::netPaid($order) - Payments::owed($order) : 0;
        if ($over <= 0) {
            return ['refunded' => 0, 'refund_error' => null];
        }
        try {
            $refund = app(OrderActions::class)->refundAmount($order, $over, 'order corrected');
        } catch (ProviderFailure|ValidationException $e) {
            return ['refunded' => 0, 'refund_error' => $e->getMessage()];
        }

        return ['refunded' => $refund->status === RefundChecks::CHECKING ? 0 : $refund->amount, 'refund_error' => null];
    }

    /**
     * The corrected order priced and checked by the storefront's rules; the order's promo code is tried again and
     * dropped (with its reason) when it no longer applies. A kept time is not checked again.
     *
     * @param  array<string, mixed>  $input
     * @return array{0: Quote, 1: ?string} the quote, and the promo code's message when it was dropped
     */
    private function quote(Order $order, array $input, CarbonImmutable $now): array
    {
        $order->loadMissing('promoCode');
        $locale = app()->getLocale();
        $form = [
            'items' => $input['items'],
            'order_type' => $order->order_type,
            'name' => $order->name,
            'phone' => $order->phone,
            'persons' => $order->persons,
            'payment_type' => $order->payment_type,
            'slot' => $input['slot'] ?? null,
        ] + ($order->isDelivery()
            ? ['region_id' => $input['region_id'] ?? $order->region_id] + array_intersect_key($input, array_flip(['street', 'house', 'entrance', 'floor', 'apartment', 'courier_comment', 'lat', 'lng']))
                + $this->keptPoint($order, $input)
            : ['restaurant_id' => $order->restaurant_id]);
        // The tip as it was chosen: a share of the food (kept as its totals row's label) or an amount.
        $tipRow = collect((array) $order->totals)->firstWhere('code', 'tip');
        if (is_array($tipRow) && isset($tipRow['label']) && (int) $tipRow['label'] > 0) {
            $form['tip_percent'] = (int) $tipRow['label'];
        } elseif ((int) $order->tip > 0) {
            $form['tip_amount'] = (int) $order->tip;
        }
        $promo = $order->promoCode?->code;
        $quote = $this->checkout->quote($form + ($promo !== null ? ['promo_code' => $promo] : []), null, $locale, $now, correcting: $order->id);
        $dropped = null;
        if ($promo !== null && isset($quote->problems['promo_code'])) {
            $dropped = $promo.': '.implode(' ', $quote->problems['promo_code']);
            $quote = $this->checkout->quote($form, null, $locale, $now, correcting: $order->id);
        }
        $problems = $quote->problems;
        if ($this->sameTime($order, $quote->slotAt)) {
            unset($problems['slot']);
        }
        if ($problems !== []) {
            throw ValidationException::withMessages($problems);
        }

        return [$quote, $dropped];
    }

    /** Whether the corrected time is the time the order has (as soon as possible, or the same slot). */
    private function sameTime(Order $order, ?CarbonImmutable $slotAt): bool
    {
        if ($order->asap || $order->slot_at === null) {
            return $slotAt === null;
        }

        return $slotAt !== null && CarbonImmutable::parse($order->slot_at)->equalTo($slotAt);
    }

    /** @param  array<int, array<string, mixed>>  $lines */
    private static function lineKey(array $lines): string
    {
        return (string) json_encode(array_map(fn (array $l) => [
            (int) $l['product_id'], (int) $l['quantity'], (int) $l['unit_price'], (int) $l['line_total'],
            array_map(fn (array $m) => [(int) $m['id'], (int) $m['quantity'], (int) $m['price']], (array) $l['modifiers']),
        ], array_values($lines)));
    }

    /** The new total in words for the staff member's toast. */
    public static function totalText(Order $order): string
    {
        return Money::format((int) $order->total, app()->getLocale());
    }

    /**
     * The order's own point as the pin of a correction that keeps its street and house: it counts only when the geocoder
     * cannot find that house (DeliveryLocator), so an order placed by a pin keeps its area.
     *
     * @param  array<string, mixed>  $input
     * @return array<string, float>
     */
    private function keptPoint(Order $order, array $input): array
    {
        $address = (array) ($order->address ?? []);
        if ($order->lat === null || $order->lng === null || isset($input['lat'])
            || ($input['street'] ?? null) !== ($address['street'] ?? null) || ($input['house'] ?? null) !== ($address['house'] ?? null)) {
            return [];
        }

        return ['lat' => $order->lat, 'lng' => $order->lng];
    }
}
