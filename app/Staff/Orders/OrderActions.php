<?php

namespace App\Staff\Orders;

use App\Jobs\CheckRefund;
use App\Models\Order;
use App\Models\Payment;
use App\Models\PaymentRefund;
use App\Shop\Ordering\Money;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Payments\PaymentAnswerLostException;
use App\Shop\Payments\PaymentGateway;
use App\Shop\Payments\PaymentGatewayException;
use App\Shop\Payments\Payments;
use App\Shop\Payments\RefundChecks;
use App\Shop\Payments\RefundsPayments;
use App\Staff\Actor;
use App\Staff\Audit;
use App\Support\FailureContext;
use Closure;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\ValidationException;
use Throwable;

/**
 * What staff do to an order, through the same state machines and consequences as everywhere (OrderLifecycle):
 * move it one step, cancel it with a reason (a paid card order is refunded through the payment driver first),
 * mark a cash or courier-card order paid, refund a card payment in full or for chosen lines. Every action names
 * the status the staff member saw; the order's row is locked and compared, so of two people pressing at once one
 * wins and the other gets an OrderConflict (409). Actions that call the payment provider hold a per-order cache
 * lock for the whole call, so one refund cannot run twice. Every action is written to the audit trail.
 */
class OrderActions
{
    private const TRANSACTION_ATTEMPTS = 3;

    private const PROVIDER_LOCK_SECONDS = 60;

    public function __construct(
        private OrderLifecycle $lifecycle,
        private Payments $payments,
        private PaymentGateway $gateway,
        private Audit $audit,
        private Actor $actor,
    ) {}

    /** Move an order from the status the staff member saw to the next one. */
    public function move(Order $order, OrderStatus $seen, OrderStatus $to): Order
    {
        return DB::transaction(function () use ($order, $seen, $to) {
            $locked = Order::lockRow($order->id);
            $this->expectStatus($locked, $seen);
            $this->refuseUnlessMachineAllows($locked, $to);
            Gate::authorize('move', [$locked, $to]);
            if ($to === OrderStatus::Completed && $locked->isPaidOnline() && ! in_array($locked->payment_status, [PaymentStatus::Paid, PaymentStatus::Refunded], true)) {
                throw ValidationException::withMessages(['to' => __('staff.order.unpaid_online', ['number' => $locked->number])]);
            }

            $before = self::snapshot($locked);
            $this->lifecycle->changeStatus($locked, $to);
            $this->audit->record('order.status', $locked, $before, self::snapshot($locked));

            return $locked;
        }, self::TRANSACTION_ATTEMPTS);
    }

    /**
     * Cancel an order with a reason. A card order still open with the provider has its payment orders closed first
     * (one found paid there marks the order paid); a paid card order is refunded in full through the payment driver,
     * and the refund is recorded at once, whatever happens next. The cancellation gives back bonuses and promo use
     * and frees the slot (OrderLifecycle).
     */
    public function cancel(Order $order, OrderStatus $seen, string $reason, ?string $note): Order
    {
        Gate::authorize('cancel', $order);

        return $this->exclusive($order, function () use ($order, $seen, $reason, $note) {
            $order->refresh();
            $this->expectStatus($order, $seen);
            $this->refuseUnlessMachineAllows($order, OrderStatus::Cancelled);

            $refund = null;
            if ($order->isPaidOnline()) {
                try {
                    $this->payments->settleOpen($order);
                } catch (PaymentGatewayException $e) {
                    report(FailureContext::add($e, ['order' => $order->number, 'operation' => 'cancel: close the open payment', 'staff_member_id' => $this->actor->id()]));
                    throw new ProviderFailure(__('staff.order.payment_gateway', ['error' => $e->getMessage()]));
                }
                $order->refresh();
                if ($order->payment_status === PaymentStatus::Paid) {
                    $refund = $this->refundThroughProvider($order, null, $note ?? $reason);
                }
            }

            return DB::transaction(function () use ($order, $seen, $reason, $note, $refund) {
                $locked = Order::lockRow($order->id);
                $this->expectStatus($locked, $seen);
                $before = self::snapshot($locked);
                if ($locked->isPaidOnline() && in_array($locked->payment_status, [PaymentStatus::Pending, PaymentStatus::Failed], true)) {
                    $this->lifecycle->changePaymentStatus($locked, PaymentStatus::Unpaid, 'order cancelled by staff');
                }
                $this->lifecycle->cancel($locked, $reason, $note);
                $this->audit->record('order.cancel', $locked, $before, self::snapshot($locked) + ['note' => $note, 'refunded' => $refund?->amount]);

                return $locked;
            }, self::TRANSACTION_ATTEMPTS);
        });
    }

    /**
     * The courier or the counter collected the money of a cash or courier-card order; or a manager marks a card-online
     * order paid whose money came in another way (explicitly, audited as such): its payment orders still open with the
     * provider are closed first, so it cannot be paid twice (one found paid there is applied instead).
     */
    public function markPaid(Order $order, PaymentStatus $seen): Order
    {
        if (! $order->isPaidOnline()) {
            Gate::authorize('markPaid', $order);

            return $this->markPaidNow($order, $seen, 'collected ('.$order->payment_type->value.')');
        }
        Gate::authorize('markPaidOnline', $order);

        return $this->exclusive($order, function () use ($order, $seen) {
            if ($order->refresh()->payment_status !== $seen) {
                throw OrderConflict::stalePayment($order);
            }
            try {
                if ($this->payments->settleOpen($order)) {
                    return $order->refresh();
                }
            } catch (PaymentGatewayException $e) {
                report($e);
                throw new ProviderFailure(__('staff.order.payment_gateway', ['error' => $e->getMessage()]));
            }

            return $this->markPaidNow($order, $seen, 'marked paid by a manager (money received otherwise)');
        });
    }

    private function markPaidNow(Order $order, PaymentStatus $seen, string $note): Order
    {
        return DB::transaction(function () use ($order, $seen, $note) {
            $locked = Order::lockRow($order->id);
            if ($locked->payment_status !== $seen || ! $locked->payment_status->canMoveTo(PaymentStatus::Paid)) {
                throw OrderConflict::stalePayment($locked);
            }
            $before = self::snapshot($locked);
            $this->lifecycle->changePaymentStatus($locked, PaymentStatus::Paid, $note);
            $this->audit->record('order.payment', $locked, $before, self::snapshot($locked) + ['note' => $note]);

            return $locked;
        }, self::TRANSACTION_ATTEMPTS);
    }

    /**
     * Refund a paid card order through the payment driver: all that is left of its payment, or the chosen lines
     * ([{line_id, quantity}], each line's total per unit, never more than is left). Refunded in full, the payment
     * becomes refunded.
     *
     * @param  list<array{line_id: int, quantity: int}>|null  $lines
     */
    public function refund(Order $order, ?array $lines, ?string $reason): PaymentRefund
    {
        Gate::authorize('refund', $order);

        return $this->exclusive($order, function () use ($order, $lines, $reason) {
            $order->refresh();

            return $this->refundThroughProvider($order, $lines, $reason);
        });
    }

    /** What is left to refund of an order's paid card payments, all of them (a staff correction may have added a
     *  payment of a difference), in minor units, and the latest paid payment; [0, null] without one.
     *
     *  @return array{0: int, 1: ?Payment} */
    public static function refundable(Order $order): array
    {
        $payment = $order->payments()->where('status', Payment::PAID)->latest('id')->first();
        if ($payment === null) {
            return [0, null];
        }

        // Refunds still being checked with the provider count: that money may be back with the customer already.
        return [max(0, Payments::netPaid($order)), $payment];
    }

    /** What is left to refund of one paid payment (minor units): its amount less its refunds not failed. */
    public static function leftOf(Payment $payment): int
    {
        return max(0, $payment->amount - (int) PaymentRefund::query()->where('payment_id', $payment->id)->where('status', '!=', RefundChecks::FAILED)->sum('amount'));
    }

    /** Whether the provider confirmed every paid payment of the order given back in full (the order turns refunded). */
    public static function fullyRefunded(Order $order): bool
    {
        $payments = $order->payments()->where('status', Payment::PAID)->get();

        return $payments->isNotEmpty() && $payments->every(fn (Payment $p) => self::confirmedRefunded($p) >= $p->amount);
    }

    /** What the provider confirmed it gave back on a payment (minor units). */
    public static function confirmedRefunded(Payment $payment): int
    {
        return (int) PaymentRefund::query()->where('payment_id', $payment->id)->where('status', RefundChecks::DONE)->sum('amount');
    }

    /** Quantities already refunded per order line (refunds a later correction restated aside: its lines are new).
     *  @return array<int, int> line id => quantity */
    public static function refundedQuantities(Order $order): array
    {
        $quantities = [];
        foreach (PaymentRefund::query()->where('order_id', $order->id)->where('kind', Payments::REFUND_KIND)->where('status', '!=', RefundChecks::FAILED)->whereNotNull('lines')->pluck('lines') as $lines) {
            foreach ($lines as $line) {
                $quantities[(int) $line['line_id']] = ($quantities[(int) $line['line_id']] ?? 0) + (int) $line['quantity'];
            }
        }

        return $quantities;
    }

    /** @return array{status: string, payment_status: string, cancellation_reason: ?string} */
    public static function snapshot(Order $order): array
    {
        return [
            'status' => $order->status->value,
            'payment_status' => $order->payment_status->value,
            'cancellation_reason' => $order->cancellation_reason,
        ];
    }

    /**
     * Give back part of a paid card order's money through the payment driver: exactly $amount (a staff correction
     * lowered its total), within what is left; the caller holds the order's provider lock (OrderCorrections).
     */
    public function refundAmount(Order $order, int $amount, string $reason): PaymentRefund
    {
        return $this->refundThroughProvider($order, null, $reason, $amount, Payments::CORRECTION_KIND);
    }

    /**
     * Refund through the payment driver: what is left of every paid payment of the order (a difference paid after a
     * correction included), the chosen lines, or an exact amount. The latest payment gives back first; each payment
     * is refunded by its own provider call and recorded at once, so a failure half-way keeps what was given back
     * (a retry refunds only what is left). Answers the refund record, its amount the whole sum refunded now.
     *
     * @param  list<array{line_id: int, quantity: int}>|null  $lines
     */
    private function refundThroughProvider(Order $order, ?array $lines, ?string $reason, ?int $exact = null, string $kind = Payments::REFUND_KIND): PaymentRefund
    {
        if (! $order->isPaidOnline()) {
            throw ValidationException::withMessages(['refund' => __('staff.refund.not_card')]);
        }
        if ($order->payment_status !== PaymentStatus::Paid) {
            throw ValidationException::withMessages(['refund' => __('staff.refund.not_paid', ['number' => $order->number])]);
        }
        // What is held and what the lines are worth, read under the order's row (the provider lock keeps other refunds
        // and corrections out until this one is recorded).
        [$left, $payment, $due, $linesAmount] = DB::transaction(function () use ($order, $lines) {
            $locked = Order::lockRow($order->id);
            [$left, $payment] = self::refundable($locked);

            return [$left, $payment, Payments::due($locked), $lines === null ? 0 : $this->linesAmount($locked, $lines)];
        }, self::TRANSACTION_ATTEMPTS);
        if ($payment === null || $payment->transaction_id === null) {
            throw ValidationException::withMessages(['refund' => __('staff.refund.no_transaction')]);
        }
        if ($left <= 0) {
            throw ValidationException::withMessages(['refund' => __('staff.refund.nothing_left', ['number' => $order->number])]);
        }
        if (! $this->gateway instanceof RefundsPayments) {
            throw ValidationException::withMessages(['refund' => __('staff.refund.unsupported')]);
        }
        // A refund by line lowers what the order costs and what it holds by the same amount: made only when nothing is
        // due (a difference a correction raised and the customer has not paid), so no money goes back that is owed.
        if ($lines !== null && $due > 0) {
            throw ValidationException::withMessages(['refund' => __('staff.refund.owes_difference', ['number' => $order->number, 'amount' => Money::format($due, app()->getLocale())])]);
        }
        $amount = match (true) {
            $exact !== null => min($left, $exact),
            $lines === null => $left,
            default => min($left, $linesAmount),
        };

        $first = null;
        $remaining = $amount;
        foreach ($order->payments()->where('status', Payment::PAID)->whereNotNull('transaction_id')->orderByDesc('id')->get() as $paid) {
            $part = min($remaining, self::leftOf($paid));
            if ($part <= 0) {
                continue;
            }
            $refund = $this->refundPayment($order, $paid, $part, $first === null ? $lines : null, $reason, $kind);
            $first ??= $refund;
            $remaining -= $part;
            if ($remaining <= 0 || $refund->status === RefundChecks::CHECKING) {
                break;
            }
        }
        if ($first === null) {
            throw ValidationException::withMessages(['refund' => __('staff.refund.nothing_left', ['number' => $order->number])]);
        }
        // The answer names the whole sum given back now (the toast's amount), not only the first payment's part.
        $first->amount = $amount - max(0, $remaining);

        return $first;
    }

    /** One payment's refund through the provider, recorded at once (or as "checking" when the answer was lost).
     *  @param  list<array{line_id: int, quantity: int}>|null  $lines */
    private function refundPayment(Order $order, Payment $payment, int $amount, ?array $lines, ?string $reason, string $kind): PaymentRefund
    {
        assert($this->gateway instanceof RefundsPayments);
        try {
            $providerId = $this->gateway->refund((string) $payment->transaction_id, $amount, 'staff:'.($this->actor->member->email ?? 'system'));
        } catch (PaymentAnswerLostException $e) {
            report(FailureContext::add($e, ['order' => $order->number, 'operation' => 'refund', 'staff_member_id' => $this->actor->id()]));

            return $this->refundToCheck($order, $payment, $amount, $lines, $reason, $kind, $e);
        } catch (PaymentGatewayException $e) {
            report(FailureContext::add($e, ['order' => $order->number, 'operation' => 'refund', 'staff_member_id' => $this->actor->id()]));
            $this->audit->record('order.refund_failed', $order, null, ['amount' => $amount, 'lines' => $lines, 'error' => $e->getMessage()]);
            throw new ProviderFailure(__('staff.refund.failed', ['error' => $e->getMessage()]));
        }

        // The provider gave the money back: recorded now, in its own transaction, whatever the caller does next.
        return DB::transaction(function () use ($order, $payment, $amount, $lines, $reason, $kind, $providerId) {
            $locked = Order::lockRow($order->id);
            $before = self::snapshot($locked);
            $refund = PaymentRefund::query()->create([
                'order_id' => $locked->id,
                'payment_id' => $payment->id,
                'driver' => $payment->driver,
                'amount' => $amount,
                'lines' => $lines,
                'reason' => $reason === null ? null : mb_substr($reason, 0, 200),
                'provider_transaction_id' => $providerId,
                'staff_member_id' => $this->actor->id(),
                'kind' => $kind,
            ]);
            if ($locked->payment_status === PaymentStatus::Paid && self::fullyRefunded($locked)) {
                $this->lifecycle->changePaymentStatus($locked, PaymentStatus::Refunded, 'refund '.$providerId);
            } else {
                // Refunded in part: what the order earned (bonuses, a referral reward) follows what it still costs.
                $this->lifecycle->settleEarnings($locked);
            }
            $this->audit->record('order.refund', $locked, $before, self::snapshot($locked) + ['amount' => $amount, 'lines' => $lines, 'reason' => $reason, 'provider_transaction_id' => $providerId]);
            $order->setRawAttributes($locked->getAttributes(), true);

            return $refund;
        }, self::TRANSACTION_ATTEMPTS);
    }

    /**
     * The provider's answer to a refund was lost: the refund may or may not have been made. It is recorded as
     * "checking" (it counts against what is left to refund, so it cannot be made twice by hand) and a queued job asks
     * the provider and completes only what is missing (RefundChecks). The payment turns refunded once confirmed.
     *
     * @param  list<array{line_id: int, quantity: int}>|null  $lines
     */
    private function refundToCheck(Order $order, Payment $payment, int $amount, ?array $lines, ?string $reason, string $kind, PaymentAnswerLostException $e): PaymentRefund
    {
        return DB::transaction(function () use ($order, $payment, $amount, $lines, $reason, $kind, $e) {
            $locked = Order::lockRow($order->id);
            $refund = PaymentRefund::query()->create([
                'order_id' => $locked->id,
                'payment_id' => $payment->id,
                'driver' => $payment->driver,
                'amount' => $amount,
                'status' => RefundChecks::CHECKING,
                'lines' => $lines,
                'reason' => $reason === null ? null : mb_substr($reason, 0, 200),
                'provider_transaction_id' => null,
                'staff_member_id' => $this->actor->id(),
                'kind' => $kind,
            ]);
            $this->audit->record('order.refund_unconfirmed', $locked, null, ['refund_id' => $refund->id, 'amount' => $amount, 'lines' => $lines, 'reason' => $reason, 'error' => $e->getMessage()]);
            DB::afterCommit(function () use ($refund) {
                // With the sync queue the check runs here and now (the order is still held): a failure waits for
                // shop:check-refunds instead of failing the staff member's answer.
                try {
                    CheckRefund::dispatch($refund->id)->delay((int) config('shop.payments.refund_check.delay'));
                } catch (Throwable $e) {
                    report($e);
                }
            });
            $order->setRawAttributes($locked->getAttributes(), true);

            return $refund;
        }, self::TRANSACTION_ATTEMPTS);
    }

    /** The money of chosen lines: each line's total per unit times the quantity, within what each line has left.
     *  @param  list<array{line_id: int, quantity: int}>  $lines */
    private function linesAmount(Order $order, array $lines): int
    {
        $orderLines = $order->lines()->get()->keyBy('id');
        $refunded = self::refundedQuantities($order);
        $amount = 0;
        $chosen = [];
        foreach ($lines as $i => $line) {
            $orderLine = $orderLines->get($line['line_id']);
            $chosen[$line['line_id']] = ($chosen[$line['line_id']] ?? 0) + $line['quantity'];
            if ($orderLine === null) {
                throw ValidationException::withMessages(["lines.$i.line_id" => __('staff.refund.lines')]);
            }
            if ($orderLine->quantity < $chosen[$line['line_id']] + ($refunded[$orderLine->id] ?? 0)) {
                throw ValidationException::withMessages(["lines.$i.quantity" => __('staff.refund.line_quantity')]);
            }
            $amount += intdiv($orderLine->line_total * $line['quantity'], max(1, $orderLine->quantity));
        }

        return $amount;
    }

    private function expectStatus(Order $order, OrderStatus $seen): void
    {
        if ($order->status !== $seen) {
            throw OrderConflict::stale($order);
        }
    }

    private function refuseUnlessMachineAllows(Order $order, OrderStatus $to): void
    {
        if (! $order->canMoveTo($to)) {
            throw ValidationException::withMessages(['to' => __('staff.order.move_not_allowed', [
                'number' => $order->number,
                'from' => __('staff.status.'.$order->status->value),
                'to' => __('staff.status.'.$to->value),
            ])]);
        }
    }

    /** Run an action that calls the payment provider while no other such action runs on this order.
     *  @template T
     *
     *  @param  Closure(): T  $action
     *  @return T */
    private function exclusive(Order $order, Closure $action): mixed
    {
        $lock = Cache::lock(RefundChecks::lockKey($order->id), self::PROVIDER_LOCK_SECONDS);
        if (! $lock->get()) {
            throw OrderConflict::busy($order);
        }
        try {
            return $action();
        } finally {
            $lock->release();
        }
    }
}
