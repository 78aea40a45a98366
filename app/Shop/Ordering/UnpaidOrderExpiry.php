<?php

namespace App\Shop\Ordering;

use App\Models\Order;
use App\Models\Payment;
use App\Shop\Payments\PaymentGatewayException;
use App\Shop\Payments\Payments;
use App\Support\FailureContext;
use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Support\Facades\DB;

/**
 * Gives up card orders left unpaid: a new order paid by card online whose payment is unpaid, pending or failed
 * SHOP_UNPAID_TTL minutes after placing is cancelled (reason payment_timeout), which frees its slot and gives back
 * its bonuses and promo use. Its payment orders still open with the provider are asked about first: one paid
 * there marks the order paid instead; the others are cancelled with the provider, so that nobody can pay a
 * cancelled order. While the provider cannot be asked, the order waits (and holds its slot) for the next run.
 * Running it again changes nothing.
 */
class UnpaidOrderExpiry
{
    public const REASON = 'payment_timeout';

    private const TRANSACTION_ATTEMPTS = 5;

    public function __construct(private Payments $payments, private OrderLifecycle $lifecycle) {}

    /** Expire every overdue order.
     *  @return array{cancelled: int, paid: int, waiting: int} */
    public function run(CarbonImmutable $now): array
    {
        $counts = ['cancelled' => 0, 'paid' => 0, 'waiting' => 0];
        self::overdue($now)->chunkById(100, function ($orders) use ($now, &$counts) {
            foreach ($orders as $order) {
                try {
                    $counts[$this->expire($order, $now)]++;
                } catch (PaymentGatewayException $e) {
                    report(FailureContext::add($e, ['order' => $order->number, 'operation' => 'expire an unpaid order']));
                    $counts['waiting']++;
                }
            }
        });

        return $counts;
    }

    /**
     * Expire one order: "paid" (the provider had the money), "cancelled", or "waiting" (it stopped being
     * overdue meanwhile: paid, switched to cash, cancelled by the shop).
     *
     * @return 'paid'|'cancelled'|'waiting'
     *
     * @throws PaymentGatewayException when the provider cannot say or refuses to cancel: nothing changes
     */
    public function expire(Order $order, CarbonImmutable $now): string
    {
        if ($this->payments->settleOpen($order)) {
            return 'paid';
        }

        return DB::transaction(function () use ($order, $now) {
            $locked = Order::lockRow($order->id);
            if (! self::overdue($now)->whereKey($locked->id)->exists() || $locked->payments()->where('status', Payment::PENDING)->exists()) {
                return 'waiting';
            }
            if ($locked->payment_status !== PaymentStatus::Unpaid) {
                $this->lifecycle->changePaymentStatus($locked, PaymentStatus::Unpaid, 'not paid in time');
            }
            $this->lifecycle->cancel($locked, self::REASON, 'not paid within '.config('shop.ordering.unpaid_ttl_minutes').' minutes');

            return 'cancelled';
        }, self::TRANSACTION_ATTEMPTS);
    }

    /** New card orders still to be paid that were placed SHOP_UNPAID_TTL minutes ago or earlier.
     *  @return Builder<Order> */
    public static function overdue(CarbonImmutable $now): Builder
    {
        $placedBy = $now->setTimezone(config('app.timezone'))->subMinutes((int) config('shop.ordering.unpaid_ttl_minutes'));

        return Order::query()
            ->where('payment_type', PaymentType::CardOnline)
            ->whereIn('payment_status', [PaymentStatus::Unpaid->value, PaymentStatus::Pending->value, PaymentStatus::Failed->value])
            ->where('status', OrderStatus::New->value)
            ->where('created_at', '<=', $placedBy->format('Y-m-d H:i:s'));
    }
}
