<?php

namespace App\Shop\Payments;

use App\Models\Order;
use App\Models\Payment;
use App\Models\PaymentRefund;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\PaymentStatus;
use App\Staff\Audit;
use App\Staff\Orders\OrderActions;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;
use RuntimeException;

/**
 * Refunds whose provider answer was lost. Such a refund is kept as "checking" (it counts against what is left to
 * refund, so nobody refunds that money again by hand) and a job (App\Jobs\CheckRefund) settles it: it first asks the
 * provider what it gave back on the payment order, then claims a refund transaction no refund here has claimed yet,
 * or refunds only what is missing. A lost answer again leaves it "checking" for the next try; a refusal marks it
 * "failed". So money is never given back twice. It holds the order's provider-action lock, like staff actions do.
 */
class RefundChecks
{
    public const CHECKING = 'checking';

    public const DONE = 'done';

    public const FAILED = 'failed';

    private const LOCK_SECONDS = 60;

    private const TRANSACTION_ATTEMPTS = 3;

    public function __construct(private PaymentGateway $gateway, private OrderLifecycle $lifecycle, private Audit $audit) {}

    /** The lock a staff action or a check holds while it talks to the provider about an order's money. */
    public static function lockKey(int $orderId): string
    {
        return 'staff:order-action:'.$orderId;
    }

    /**
     * Settle one refund left "checking": answers "done" (already settled), "claimed" (the provider had made it),
     * "refunded" (it was missing and is made now) or "failed" (the provider refuses it).
     *
     * @throws PaymentGatewayException when the provider cannot tell or its answer is lost again: try later
     * @throws RuntimeException when a staff action on the order holds its lock: try later
     */
    public function settle(int $refundId): string
    {
        $refund = PaymentRefund::query()->find($refundId);
        if ($refund === null || $refund->status !== self::CHECKING) {
            return 'done';
        }
        $lock = Cache::lock(self::lockKey($refund->order_id), self::LOCK_SECONDS);
        if (! $lock->get()) {
            throw new RuntimeException("The order {$refund->order_id} is busy with another payment action.");
        }
        try {
            return $this->settleLocked($refund->refresh());
        } finally {
            $lock->release();
        }
    }

    private function settleLocked(PaymentRefund $refund): string
    {
        $payment = $refund->payment_id === null ? null : Payment::query()->find($refund->payment_id);
        if ($refund->status !== self::CHECKING) {
            return 'done';
        }
        if ($payment === null || $payment->transaction_id === null || ! $this->gateway instanceof RefundsPayments) {
            return $this->fail($refund, 'the payment, its transaction or a refunding payment driver is missing');
        }

        // What the provider gave back that no refund here accounts for yet.
        $claimed = PaymentRefund::query()->where('payment_id', $payment->id)->whereNotNull('provider_transaction_id')->pluck('provider_transaction_id')->all();
        $unclaimed = array_values(array_filter($this->gateway->refundsOf($payment->order_code, $payment->transaction_id), fn (ProviderRefund $r) => ! in_array($r->id, $claimed, true)));
        $exact = array_values(array_filter($unclaimed, fn (ProviderRefund $r) => $r->amount === $refund->amount))[0] ?? null;
        if ($exact !== null) {
            $this->confirm($refund, $exact->id, 'claimed');

            return 'claimed';
        }
        $missing = $refund->amount - array_sum(array_map(fn (ProviderRefund $r) => $r->amount, $unclaimed));
        if ($missing <= 0) {
            $this->confirm($refund, $unclaimed[0]->id, 'claimed');

            return 'claimed';
        }

        try {
            $providerId = $this->gateway->refund($payment->transaction_id, $missing, 'refund-check:'.$refund->id);
        } catch (PaymentAnswerLostException $e) {
            throw $e;
        } catch (PaymentGatewayException $e) {
            return $this->fail($refund, $e->getMessage());
        }
        $this->confirm($refund, $providerId, 'refunded', $missing);

        return 'refunded';
    }

    /** The provider gave the money back: the refund is done, and a payment refunded in full becomes refunded. */
    private function confirm(PaymentRefund $refund, string $providerId, string $how, ?int $refundedNow = null): void
    {
        DB::transaction(function () use ($refund, $providerId, $how, $refundedNow) {
            $order = Order::lockRow($refund->order_id);
            $before = OrderActions::snapshot($order);
            $refund->update(['status' => self::DONE, 'provider_transaction_id' => $providerId]);
            $payment = Payment::query()->findOrFail($refund->payment_id);
            if ($order->payment_status === PaymentStatus::Paid && OrderActions::fullyRefunded($order)) {
                $this->lifecycle->changePaymentStatus($order, PaymentStatus::Refunded, 'refund '.$providerId.' (checked with the provider)');
            }
            $this->audit->record('order.refund_checked', $order, $before, OrderActions::snapshot($order) + [
                'refund_id' => $refund->id, 'amount' => $refund->amount, 'how' => $how, 'refunded_now' => $refundedNow, 'provider_transaction_id' => $providerId,
            ]);
        }, self::TRANSACTION_ATTEMPTS);
    }

    /** The provider refuses the refund (or it cannot be made): it no longer counts, and someone must look. */
    private function fail(PaymentRefund $refund, string $why): string
    {
        DB::transaction(function () use ($refund, $why) {
            $refund->update(['status' => self::FAILED]);
            $this->audit->record('order.refund_failed', ['order', $refund->order_id], null, ['refund_id' => $refund->id, 'amount' => $refund->amount, 'error' => $why]);
        });
        Log::critical('A refund whose answer was lost could not be completed: refund it by hand.', ['order_id' => $refund->order_id, 'refund_id' => $refund->id, 'error' => $why]);

        return 'failed';
    }

    /** Every try of the job failed: the refund stays "checking" (it may have been made) and someone must look. */
    public static function givenUp(int $refundId, string $why): void
    {
        Log::critical('A refund whose answer was lost is still unchecked after every try: check it with the provider by hand.', ['refund_id' => $refundId, 'error' => $why]);
    }
}
