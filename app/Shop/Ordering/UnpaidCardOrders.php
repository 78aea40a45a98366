<?php

namespace App\Shop\Ordering;

use App\Models\Order;
use App\Models\Payment;
use App\Shop\Payments\PaymentGatewayException;
use App\Shop\Payments\Payments;
use App\Support\ClientAddress;
use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Validation\ValidationException;

/**
 * Slots are for paying customers. A card order paid online that is not paid yet ("open": new, its payment unpaid,
 * pending or failed) holds its slot place for shop.ordering.unpaid_hold_minutes minutes only; after that the place is offered again,
 * while the order may still be paid until SHOP_UNPAID_TTL (a payment that comes after the hold is flagged on the order,
 * paid_after_hold_at, for the staff board: the slot may now be over its capacity). One phone and one client address
 * (IPv6 by its /64) have at most one open card order: placing another one replaces it. The old one's payment orders
 * are closed with the provider first (one found paid there keeps its order: it is not open any more), then, in the
 * new order's placing transaction, the old order is cancelled (reason "replaced"), which frees its slot and gives
 * back its bonuses and promo use. So one address never holds more than one slot place with unpaid card orders.
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

    /** The open card orders of a phone or of a client address.
     *  @return Builder<Order> */
    public static function open(string $phone, ?string $clientKey): Builder
    {
        return Order::query()
            ->where('payment_type', 'card-online')
            ->where('status', OrderStatus::New->value)
            ->whereIn('payment_status', array_map(fn (PaymentStatus $s) => $s->value, self::UNPAID))
            ->where(fn (Builder $q) => $q->where('phone', $phone)->when($clientKey !== null, fn (Builder $q) => $q->orWhere('client_key', $clientKey)));
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
            ->where('payment_type', '!=', 'card-online')
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
     * Before a new card order is placed: close with the provider the payment orders of the open card orders it will
     * replace. Answers the ids of those still open (one found paid is paid now and stays).
     *
     * @return list<int>
     *
     * @throws PaymentGatewayException when the provider cannot tell: nothing is placed (ask again in a moment)
     */
    public function settle(string $phone, ?string $clientKey): array
    {
        $open = [];
        foreach (self::open($phone, $clientKey)->orderBy('id')->limit(20)->get() as $order) {
            if (! $this->payments->settleOpen($order)) {
                $open[] = $order->id;
            }
        }

        return $open;
    }

    /**
     * Inside the placing transaction of $new: cancel every other open card order of its phone or client address.
     * A payment opened for one of them since it was settled refuses the new order (422 on payment_type), so that a
     * payment in progress is never cut off.
     *
     * @throws ValidationException
     */
    public function replace(Order $new, string $locale): void
    {
        $ids = self::open($new->phone, $new->client_key)->whereKeyNot($new->id)->orderBy('id')->pluck('id');
        foreach ($ids as $id) {
            $old = Order::lockRow($id);
            if (! in_array($old->payment_status, self::UNPAID, true) || $old->status !== OrderStatus::New) {
                continue;
            }
            if ($old->payments()->where('status', Payment::PENDING)->exists()) {
                throw ValidationException::withMessages(['payment_type' => __('checkout.payment.previous_in_progress', ['number' => $old->number], $locale)]);
            }
            if ($old->payment_status !== PaymentStatus::Unpaid) {
                $this->lifecycle->changePaymentStatus($old, PaymentStatus::Unpaid, 'replaced by '.$new->number);
            }
            $this->lifecycle->cancel($old, self::REASON, 'replaced by '.$new->number);
        }
    }

    /** The placing time before which an open card order no longer holds its slot, as orders store it. */
    private static function holdStart(CarbonImmutable $now): string
    {
        return $now->setTimezone(config('app.timezone'))->subMinutes(self::holdMinutes())->format('Y-m-d H:i:s');
    }
}
