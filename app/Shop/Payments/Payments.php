<?php

namespace App\Shop\Payments;

use App\Models\Order;
use App\Models\Payment;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\UnpaidCardOrders;
use App\Support\FailureContext;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;

/**
 * Card payments of orders through the configured gateway. A redirect or a webhook only names a transaction;
 * the order is marked paid after the gateway answered that transaction as finished (F) for this payment
 * order's code, amount and currency. Every outcome is applied once: a replay finds nothing left to change.
 * An order has at most one payment order open with the provider: before another one is opened, the order is
 * given up or switched to cash, the open ones are asked about and closed (see settle).
 */
class Payments
{
    public const EVENT_PAYMENT_CREATED = 1796;

    public const EVENT_TRANSACTION_FAILED = 1798;

    /** payment_refunds.kind: staff refunded the order or some of its lines (what it owes goes down by it). */
    public const REFUND_KIND = 'refund';

    /** payment_refunds.kind: a correction lowered the total and gave the difference back. */
    public const CORRECTION_KIND = 'correction';

    /** payment_refunds.kind: a refund of lines that a later correction restated: the corrected lines leave out what it
     *  refunded, so the corrected total says it and it no longer lowers what the order costs (counted once). */
    public const RESTATED_KIND = 'restated';

    /** A redirect and a webhook may check one payment at once; SQLite makes the second writer try again. */
    private const TRANSACTION_ATTEMPTS = 5;

    public function __construct(private PaymentGateway $gateway, private OrderLifecycle $lifecycle) {}

    /** Open a payment order for what the order still owes and move its payment to pending. When another payment
     * order of it was opened at the same moment (a double click), that one is answered and this one cancelled.
     *
     * @throws PaymentGatewayException
     * @throws PaymentClosedException when the order stopped taking card payments meanwhile (nothing is kept) */
    public function start(Order $order): Payment
    {
        // A paid order whose total a staff correction raised owes the difference only (a second payment of it).
        $amount = $order->payment_status === PaymentStatus::Paid ? self::due($order) : $order->total;
        $paymentOrder = $this->gateway->createPaymentOrder(new PaymentRequest(
            amount: $amount,
            currencyCode: (int) config('shop.payments.currency_code'),
            merchantTrns: (string) $order->number,
            customerTrns: config('shop.brand').' · '.$order->number,
            fullName: $order->name,
            phone: $order->phone,
            email: null,
            locale: $order->locale,
        ));

        try {
            $payment = DB::transaction(function () use ($order, $paymentOrder, $amount) {
                // Writing first takes the lock (SQLite's write lock, the order's row elsewhere) before the status is read.
                $payment = $order->payments()->create([
                    'driver' => config('shop.payments.driver'),
                    'order_code' => $paymentOrder->orderCode,
                    'amount' => $amount,
                    'currency_code' => (int) config('shop.payments.currency_code'),
                    'status' => Payment::PENDING,
                    'redirect_url' => $paymentOrder->redirectUrl,
                ]);
                $locked = Order::query()->whereKey($order->id)->lockForUpdate()->firstOrFail();
                if (! self::payable($locked)) {
                    throw new PaymentClosedException("Order {$locked->number} no longer takes card payments.");
                }
                $other = $locked->payments()->where('status', Payment::PENDING)->whereKeyNot($payment->id)->first();
                if ($other !== null) {
                    $payment->delete();

                    return $other;
                }
                if (! in_array($locked->payment_status, [PaymentStatus::Pending, PaymentStatus::Paid], true)) {
                    $this->lifecycle->changePaymentStatus($locked, PaymentStatus::Pending, 'payment order '.$paymentOrder->orderCode);
                }
                $order->setRawAttributes($locked->getAttributes(), true);

                return $payment;
            }, self::TRANSACTION_ATTEMPTS);
        } catch (PaymentClosedException $e) {
            $this->cancelQuietly($paymentOrder->orderCode);

            throw $e;
        }
        if ($payment->order_code !== $paymentOrder->orderCode) {
            $this->cancelQuietly($paymentOrder->orderCode);
        }

        return $payment;
    }

    /**
     * Whether a payment of the order is in progress: a payment order pending here that the provider says can still be
     * paid (the customer may be on its page). Asks only; closes nothing (one paid there is applied by settleOpen).
     *
     * @throws PaymentGatewayException when the provider cannot tell
     */
    public function inProgress(Order $order): bool
    {
        foreach ($order->payments()->where('status', Payment::PENDING)->get() as $payment) {
            $status = $this->gateway->paymentOrderStatus($payment->order_code);
            if ($status->state->isOpen()) {
                return true;
            }
        }

        return false;
    }

    /** Close every payment order of the order still open here (pending or failed) with the provider.
     *  Answers true when one of them turned out paid (the order is marked paid).
     *
     * @throws PaymentGatewayException when the provider cannot tell or refuses: the payment stays open */
    public function settleOpen(Order $order): bool
    {
        foreach ($order->payments()->whereIn('status', [Payment::PENDING, Payment::FAILED])->get() as $payment) {
            if ($this->settle($payment)) {
                return true;
            }
        }

        return false;
    }

    /**
     * Ask the provider about a payment order still open here and close it: paid there → the paying transaction is
     * retrieved and applied as a redirect's would be (true); still payable → cancelled with the provider; expired
     * or cancelled there → recorded as cancelled here (false).
     *
     * @throws PaymentGatewayException when the provider does not answer, refuses to cancel (paid meanwhile) or says
     *                                 paid without a transaction that pays: nothing changes, ask again later
     */
    public function settle(Payment $payment): bool
    {
        $status = $this->gateway->paymentOrderStatus($payment->order_code);
        if ($status->state === PaymentOrderState::Paid) {
            $transaction = $status->transactionId === null ? null : $this->gateway->retrieveTransaction($status->transactionId);
            if ($transaction === null || ! $transaction->pays($payment->order_code, $payment->amount, (int) config('shop.payments.currency_code'))) {
                throw new PaymentGatewayException("The payment order {$payment->order_code} is paid with the provider, but no transaction that pays it shows yet.");
            }
            $this->apply($payment, $transaction);

            return true;
        }
        if ($status->state->isOpen()) {
            $this->gateway->cancelPaymentOrder($payment->order_code);
        }
        Payment::query()->whereKey($payment->id)->whereIn('status', [Payment::PENDING, Payment::FAILED])->update(['status' => Payment::CANCELLED]);

        return false;
    }

    /**
     * Check a transaction named by a redirect or a webhook and apply what the gateway says about it. The provider is
     * asked first, whatever the order code: an unknown code and a known one with a transaction that is not its own
     * cost the same work (one provider call, one query) and answer the same null, so neither the answer nor its time
     * tells whether an order code exists. Answers the order only for a transaction the provider says is that code's.
     */
    public function confirm(string $transactionId, string $orderCode): ?PaymentCheck
    {
        $transaction = $this->gateway->retrieveTransaction($transactionId);
        $payment = Payment::query()->where('order_code', $orderCode)->first();
        if ($payment === null || $transaction === null || $transaction->orderCode !== $orderCode) {
            return null;
        }
        $this->apply($payment, $transaction);

        return new PaymentCheck($payment->order->refresh(), true);
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
                    if ($order->status === OrderStatus::Cancelled) {
                        Log::critical('A cancelled order was paid: refund it or take it back.', ['order' => $order->number, 'transaction' => $transaction->id]);
                    } elseif ($order->isPaidOnline() && UnpaidCardOrders::holdEnded($order)) {
                        // Its slot place was offered again meanwhile: the staff board flags it (the slot may be over capacity).
                        $order->update(['paid_after_hold_at' => now()]);
                    }
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

    /** Whether an order may start a card payment, or give it up for cash, now: card online, not paid, not closed,
     *  and placed less than SHOP_UNPAID_TTL minutes ago (after that it is about to be cancelled). */
    public static function payable(Order $order): bool
    {
        if (! $order->isPaidOnline() || in_array($order->status, [OrderStatus::Cancelled, OrderStatus::Completed], true)) {
            return false;
        }
        // Paid, then raised by a staff correction: the difference is paid from the payment link (no time limit: the
        // order is cooked anyway, as it was paid).
        if ($order->payment_status === PaymentStatus::Paid) {
            return self::due($order) > 0;
        }

        return in_array($order->payment_status, [PaymentStatus::Unpaid, PaymentStatus::Failed, PaymentStatus::Pending], true)
            && ! self::overdue($order);
    }

    /** What a card order still owes (minor units): what it costs (its total less what staff refunded of it) less
     *  what its paid payments brought, net of refunds. Nothing is due after a refund. */
    public static function due(Order $order): int
    {
        // Marked paid with no card payment of its own (by hand, or collected otherwise): it owes nothing.
        if ($order->payment_status === PaymentStatus::Paid && ! $order->payments()->where('status', Payment::PAID)->exists()) {
            return 0;
        }

        return max(0, self::owed($order) - self::netPaid($order));
    }

    /**
     * What the order costs the customer now (minor units, never below zero): nothing once cancelled or refunded in
     * full; otherwise its total less what staff refunded of it since the last correction (lines, or an amount). A
     * correction restates the order: its lines start from what is left after refunds by line, so those refunds are
     * in its total (RESTATED_KIND) and a correction's own refund is in it too; neither is taken off again.
     *
     * The money model: held = paid − refunded (netPaid), costs = owed. A refund by line is made only when nothing is
     * due (held ≥ costs) and lowers both by the same amount; a correction gives back held − costs when positive; a full
     * refund gives back all that is held and the order then costs nothing. So "refunded ≤ paid − costs" holds after
     * every step whenever nothing is due, and what is due is costs − held (paid from the payment link).
     */
    public static function owed(Order $order): int
    {
        if ($order->status === OrderStatus::Cancelled || $order->payment_status === PaymentStatus::Refunded) {
            return 0;
        }

        return max(0, (int) $order->total - self::waived($order));
    }

    /** What staff refunded off an order's cost (minor units, refunds not failed; corrections' refunds and the refunds
     *  a correction restated aside). */
    public static function waived(Order $order): int
    {
        return (int) \App\Models\PaymentRefund::query()->where('order_id', $order->id)->where('kind', self::REFUND_KIND)->where('status', '!=', RefundChecks::FAILED)->sum('amount');
    }

    /** What the order's paid card payments brought in and still hold: their amounts less every refund not failed. */
    public static function netPaid(Order $order): int
    {
        $paid = $order->payments()->where('status', Payment::PAID)->pluck('amount', 'id');
        if ($paid->isEmpty()) {
            return 0;
        }
        $refunded = (int) \App\Models\PaymentRefund::query()->whereIn('payment_id', $paid->keys())->where('status', '!=', RefundChecks::FAILED)->sum('amount');

        return (int) $paid->sum() - $refunded;
    }

    /** Whether the time to pay a card order online is over (SHOP_UNPAID_TTL minutes after placing). */
    public static function overdue(Order $order, ?CarbonImmutable $now = null): bool
    {
        return CarbonImmutable::parse($order->created_at)->addMinutes((int) config('shop.ordering.unpaid_ttl_minutes'))
            ->lte($now ?? CarbonImmutable::now());
    }

    /** Cancel a payment order nobody will use; a failure is only reported (it cannot be paid without its page). */
    private function cancelQuietly(string $orderCode): void
    {
        try {
            $this->gateway->cancelPaymentOrder($orderCode);
        } catch (PaymentGatewayException $e) {
            report(FailureContext::add($e, ['payment_order' => $orderCode, 'operation' => 'cancel an unused payment order']));
        }
    }
}
