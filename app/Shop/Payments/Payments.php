<?php

namespace App\Shop\Payments;

use App\Models\Order;
use App\Models\Payment;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use Illuminate\Support\Facades\DB;

/**
 * Card payments of orders through the configured gateway. A redirect or a webhook only names a transaction;
 * the order is marked paid after the gateway answered that transaction as finished (F) for this payment
 * order's code, amount and currency. Every outcome is applied once: a replay finds nothing left to change.
 */
class Payments
{
    public const EVENT_PAYMENT_CREATED = 1796;

    public const EVENT_TRANSACTION_FAILED = 1798;

    /** A redirect and a webhook may check one payment at once; SQLite makes the second writer try again. */
    private const TRANSACTION_ATTEMPTS = 5;

    public function __construct(private PaymentGateway $gateway, private OrderLifecycle $lifecycle) {}

    /** Open a payment order for what the order still owes and move its payment to pending.
     *
     * @throws PaymentGatewayException */
    public function start(Order $order): Payment
    {
        $paymentOrder = $this->gateway->createPaymentOrder(new PaymentRequest(
            amount: $order->total,
            currencyCode: (int) config('shop.payments.currency_code'),
            merchantTrns: (string) $order->number,
            customerTrns: config('shop.brand').' · '.$order->number,
            fullName: $order->name,
            phone: $order->phone,
            email: null,
            locale: $order->locale,
        ));

        return DB::transaction(function () use ($order, $paymentOrder) {
            // Writing first takes the lock (SQLite's write lock, the order's row elsewhere) before the status is read.
            $payment = $order->payments()->create([
                'driver' => config('shop.payments.driver'),
                'order_code' => $paymentOrder->orderCode,
                'amount' => $order->total,
                'currency_code' => (int) config('shop.payments.currency_code'),
                'status' => Payment::PENDING,
                'redirect_url' => $paymentOrder->redirectUrl,
            ]);
            $locked = Order::query()->whereKey($order->id)->lockForUpdate()->firstOrFail();
            if ($locked->payment_status !== PaymentStatus::Pending) {
                $this->lifecycle->changePaymentStatus($locked, PaymentStatus::Pending, 'payment order '.$paymentOrder->orderCode);
            }
            $order->setRawAttributes($locked->getAttributes(), true);

            return $payment;
        }, self::TRANSACTION_ATTEMPTS);
    }

    /**
     * Check a transaction named by a redirect or a webhook and apply what the gateway says about it.
     * Answers null when the order code is not one of ours (nothing changes).
     */
    public function confirm(string $transactionId, string $orderCode): ?PaymentCheck
    {
        $payment = Payment::query()->where('order_code', $orderCode)->first();
        if ($payment === null) {
            return null;
        }

        $transaction = $this->gateway->retrieveTransaction($transactionId);
        $belongs = $transaction !== null && $transaction->orderCode === $orderCode;
        if ($belongs) {
            $this->apply($payment, $transaction);
        }

        return new PaymentCheck($payment->order->refresh(), $belongs);
    }

    /** A webhook event: 1796 and 1798 are checked by re-fetching their transaction; anything else is ignored. */
    public function handleWebhook(int $eventTypeId, string $transactionId, string $orderCode): ?PaymentCheck
    {
        if (! in_array($eventTypeId, [self::EVENT_PAYMENT_CREATED, self::EVENT_TRANSACTION_FAILED], true)) {
            return null;
        }

        return $this->confirm($transactionId, $orderCode);
    }

    private function apply(Payment $payment, Transaction $transaction): void
    {
        DB::transaction(function () use ($payment, $transaction) {
            // A redirect and a webhook may check one payment at once: touching its row first makes them take turns.
            Payment::query()->whereKey($payment->id)->update(['updated_at' => now()]);
            $payment = Payment::query()->whereKey($payment->id)->lockForUpdate()->firstOrFail();
            $order = Order::query()->whereKey($payment->order_id)->lockForUpdate()->firstOrFail();
            $currency = (int) config('shop.payments.currency_code');

            if ($transaction->pays($payment->order_code, $payment->amount, $currency)) {
                if ($payment->status !== Payment::PAID) {
                    $payment->update(['status' => Payment::PAID, 'transaction_id' => $transaction->id, 'status_id' => $transaction->statusId]);
                }
                if ($order->payment_status !== PaymentStatus::Paid && $order->payment_status->canMoveTo(PaymentStatus::Paid)) {
                    $this->lifecycle->changePaymentStatus($order, PaymentStatus::Paid, 'transaction '.$transaction->id);
                }

                return;
            }

            if ($transaction->statusId === Transaction::ERROR && $payment->status === Payment::PENDING) {
                $payment->update(['status' => Payment::FAILED, 'transaction_id' => $transaction->id, 'status_id' => $transaction->statusId]);
                if ($order->payment_status === PaymentStatus::Pending && $order->latestPayment?->is($payment)) {
                    $this->lifecycle->changePaymentStatus($order, PaymentStatus::Failed, 'transaction '.$transaction->id);
                }
            }
        }, self::TRANSACTION_ATTEMPTS);
    }

    /** Whether an order may start a card payment now (card online, not paid, not closed). */
    public static function payable(Order $order): bool
    {
        return $order->isPaidOnline()
            && in_array($order->payment_status, [PaymentStatus::Unpaid, PaymentStatus::Failed, PaymentStatus::Pending], true)
            && ! in_array($order->status, [OrderStatus::Cancelled, OrderStatus::Completed], true);
    }
}
