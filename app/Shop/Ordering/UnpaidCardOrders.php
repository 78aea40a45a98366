<?php

namespace App\Shop\Ordering;

use App\Models\Customer;
use App\Models\Order;
use App\Models\Payment;
use App\Shop\Payments\PaymentGatewayException;
use App\Shop\Payments\Payments;
use App\Support\ClientAddress;
use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Builder;

/**
 * Slots are for paying customers. A card order paid online that is not paid yet ("open": new, its payment unpaid,
 * pending or failed) holds its slot place for shop.ordering.unpaid_hold_minutes minutes only; after that the place is offered again,
 * while the order may still be paid until SHOP_UNPAID_TTL (a payment that comes after the hold is flagged on the order,
 * paid_after_hold_at, for the staff board: the slot may now be over its capacity).
 *
 * An open card order is replaced only by its own customer: the signed-in customer who placed it, or the browser that
 * holds its token in the order_id cookie. One whose payment is still open with the provider (the customer may be on
 * the payment page) is never replaced: it is left to be paid or to expire. Nobody else's order is ever touched; slot
 * hoarding is bounded by the hold and by a limit of open card orders within their hold per phone (a signed-in
 * customer: per account) and per client address (guests), over which the NEW order is refused (429, Retry-After).
 */
class UnpaidCardOrders
{
    public const REASON = 'replaced';

    /** The payment statuses of a card order still to be paid. */
    private const UNPAID = [PaymentStatus::Unpaid, PaymentStatus::Pending, PaymentStatus::Failed];

    public function __construct(private Payments $payments, private OrderLifecycle $lifecycle) {}

    /** What orders remember of the client address they came from: a SHA-256 of its limit key (IPv6 by /64). */
    public static function clientKey(?string $ip): ?string
    {
        return $ip === null || $ip === '' ? null : hash('sha256', ClientAddress::limitKey($ip));
    }

    /**
     * Every open card order.
     *
     * @return Builder<Order>
     */
    public static function open(): Builder
    {
        return Order::query()
            ->where('payment_type', PaymentType::CardOnline)
            ->where('status', OrderStatus::New->value)
            ->whereIn('payment_status', array_map(fn (PaymentStatus $s) => $s->value, self::UNPAID));
    }

    /** The open card orders of one customer: the signed-in customer's, and the order of the browser's order_id cookie.
     *  @return Builder<Order> */
    public static function own(?Customer $customer, ?string $cookieToken): Builder
    {
        return self::open()->where(fn (Builder $q) => $q
            ->when($customer !== null, fn (Builder $q) => $q->orWhere('customer_id', $customer?->id))
            ->when($cookieToken !== null && $cookieToken !== '', fn (Builder $q) => $q->orWhere('token', $cookieToken))
            ->when($customer === null && ($cookieToken === null || $cookieToken === ''), fn (Builder $q) => $q->whereRaw('1 = 0')));
    }

    /**
     * Narrow a query of orders to those holding their slot place at $now: everything but the open card orders placed
     * shop.ordering.unpaid_hold_minutes minutes ago or earlier.
     *
     * @param  Builder<Order>  $query
     * @return Builder<Order>
     */
    public static function holdingSlots(Builder $query, CarbonImmutable $now): Builder
    {
        return $query->where(fn (Builder $q) => $q
            ->where('payment_type', '!=', PaymentType::CardOnline)
            ->orWhere('status', '!=', OrderStatus::New->value)
            ->orWhereNotIn('payment_status', array_map(fn (PaymentStatus $s) => $s->value, self::UNPAID))
            ->orWhere('created_at', '>', self::holdStart($now)));
    }

    /** Whether an order's slot hold is over at $now (shop.ordering.unpaid_hold_minutes minutes after it was placed). */
    public static function holdEnded(Order $order, ?CarbonImmutable $now = null): bool
    {
        return CarbonImmutable::parse($order->created_at)->addMinutes(self::holdMinutes())->lte($now ?? CarbonImmutable::now());
    }

    public static function holdMinutes(): int
    {
        return max(0, (int) config('shop.ordering.unpaid_hold_minutes'));
    }

    /**
     * Before a new card order is placed: which of the customer's own open card orders it may replace. Each one's
     * payment orders are asked about first, without touching them: one found paid is marked paid and stays; one
     * still open with the provider is a payment in progress and stays. Only then are the failed ones closed with the
     * provider. Answers the ids left to replace.
     *
     * @return list<int>
     *
     * @throws PaymentGatewayException when the provider cannot tell: nothing is placed (ask again in a moment)
     */
    public function settle(?Customer $customer, ?string $cookieToken): array
    {
        $replaceable = [];
        foreach (self::own($customer, $cookieToken)->orderBy('id')->limit(20)->get() as $order) {
            if ($this->payments->inProgress($order)) {
                continue;
            }
            if (! $this->payments->settleOpen($order)) {
                $replaceable[] = $order->id;
            }
        }

        return $replaceable;
    }

    /**
     * Inside the placing transaction of $new: cancel the orders settle() found replaceable, each under its row lock.
     * One whose payment was opened meanwhile ("pay again" at the same moment) or that is no longer open is left alone.
     *
     * @param  list<int>  $ids
     */
    public function replace(Order $new, array $ids): void
    {
        foreach ($ids as $id) {
            $old = Order::lockRow($id);
            if (! in_array($old->payment_status, self::UNPAID, true) || $old->status !== OrderStatus::New
                || $old->payments()->where('status', Payment::PENDING)->exists()) {
                continue;
            }
            if ($old->payment_status !== PaymentStatus::Unpaid) {
                $this->lifecycle->changePaymentStatus($old, PaymentStatus::Unpaid, 'replaced by '.$new->number);
            }
            $this->lifecycle->cancel($old, self::REASON, 'replaced by '.$new->number);
        }
    }

    /**
     * Inside the placing transaction, after replace(): refuse $new when its phone (a signed-in customer: its account)
     * or, for a guest, its client address now has more open card orders within their hold than the configured limit.
     *
     * @throws UnpaidCardLimitException
     */
    public function assertWithinLimits(Order $new, string $locale, ?CarbonImmutable $now = null): void
    {
        $now ??= CarbonImmutable::now();
        $holding = fn () => self::open()->where('created_at', '>', self::holdStart($now));
        $limits = (array) config('shop.ordering.unpaid_limits');

        $mine = $new->customer_id !== null
            ? $holding()->where('customer_id', $new->customer_id)
            : $holding()->where('phone', $new->phone);
        $this->assertWithin($mine, (int) ($limits['per_phone'] ?? 0), 'phone', $locale, $now);
        if ($new->customer_id === null && $new->client_key !== null) {
            $this->assertWithin($holding()->whereNull('customer_id')->where('client_key', $new->client_key), (int) ($limits['per_address'] ?? 0), 'address', $locale, $now);
        }
    }

    /** @param  Builder<Order>  $orders  the open card orders counted, the new one among them */
    private function assertWithin(Builder $orders, int $limit, string $kind, string $locale, CarbonImmutable $now): void
    {
        if ($limit < 1 || (clone $orders)->count() <= $limit) {
            return;
        }
        $oldest = CarbonImmutable::parse((string) $orders->min('created_at'), config('app.timezone'));
        $retryAfter = max(1, $oldest->addMinutes(self::holdMinutes())->getTimestamp() - $now->getTimestamp());

        throw new UnpaidCardLimitException($retryAfter, __('checkout.payment.unpaid_limit_'.$kind, [
            'limit' => $limit, 'minutes' => (int) ceil($retryAfter / 60),
        ], $locale));
    }

    /** The placing time before which an open card order no longer holds its slot, as orders store it. */
    private static function holdStart(CarbonImmutable $now): string
    {
        return $now->setTimezone(config('app.timezone'))->subMinutes(self::holdMinutes())->format('Y-m-d H:i:s');
    }
}
