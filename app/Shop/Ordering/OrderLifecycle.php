<?php

namespace App\Shop\Ordering;

use App\Models\BonusTransaction;
use App\Models\Order;
use App\Models\PromoCode;
use App\Shop\Customers\Referrals;
use App\Shop\Loyalty\Bonuses;
use Illuminate\Support\Facades\DB;

/**
 * Status changes with their consequences: a card payment received or an order completed earns bonuses
 * (once per order), a referred customer's first completed order rewards the referrer (once per customer),
 * a cancelled order gives back the bonuses it spent and its promo code use, a cancelled or refunded order
 * takes back what it earned (once), a full refund of the order that earned a referral reward takes the reward back
 * from the referrer (once), the courier collects an offline payment at completion, and the customer is texted about
 * the statuses they care about (StatusSms), whoever made the change.
 */
class OrderLifecycle
{
    public function __construct(private Bonuses $bonuses, private StatusSms $sms) {}

    /** @throws InvalidTransitionException */
    public function changeStatus(Order $order, OrderStatus $to, ?string $note = null): void
    {
        DB::transaction(function () use ($order, $to, $note) {
            $order->moveTo($to, $note);
            $this->sms->changed($order, $to);

            if ($to === OrderStatus::Completed) {
                if ($order->payment_status === PaymentStatus::Unpaid && ! $order->isPaidOnline()) {
                    $order->movePaymentTo(PaymentStatus::Paid, 'collected on delivery');
                }
                $this->accrue($order);
                $this->rewardReferrer($order);
            }
            if ($to === OrderStatus::Cancelled) {
                $this->releaseHolds($order);
                // A refund already took the accrual back.
                if ($order->payment_status !== PaymentStatus::Refunded) {
                    $this->reverseAccrual($order);
                }
            }
        });
    }

    /** Cancel an order and record why (e.g. payment_timeout), through the same machine and consequences as any cancellation.
     *
     * @throws InvalidTransitionException */
    public function cancel(Order $order, string $reason, ?string $note = null): void
    {
        DB::transaction(function () use ($order, $reason, $note) {
            $order->update(['cancellation_reason' => $reason]);
            $this->changeStatus($order, OrderStatus::Cancelled, $note ?? $reason);
        });
    }

    /** @throws InvalidTransitionException */
    public function changePaymentStatus(Order $order, PaymentStatus $to, ?string $note = null): void
    {
        DB::transaction(function () use ($order, $to, $note) {
            $order->movePaymentTo($to, $note);
            $this->sms->changed($order, $to);
            if ($to === PaymentStatus::Paid && $order->status !== OrderStatus::Cancelled) {
                $this->accrue($order);
            }
            // A cancellation already took the accrual back.
            if ($to === PaymentStatus::Refunded && $order->status !== OrderStatus::Cancelled) {
                $this->reverseAccrual($order);
            }
            if ($to === PaymentStatus::Refunded) {
                $this->reverseReferralReward($order);
            }
        });
    }

    /** The bonuses an order earns: the configured share of what was paid in money (rounded down). */
    public static function accrual(int $total): int
    {
        return intdiv($total * (int) config('shop.ordering.bonuses.accrual_percent'), 100);
    }

    private function accrue(Order $order): void
    {
        // The tip is the courier's and the kitchen's: it earns no bonuses.
        $amount = self::accrual($order->total - $order->tip);
        if ($order->customer && $amount > 0) {
            $this->bonuses->credit($order->customer, $amount, 'order_accrual', "order:{$order->id}:accrual", $order);
        }
    }

    /**
     * Take back what the order earned, once. Bonuses already spent elsewhere are not clawed back below a zero
     * balance: the ledger takes what is left of them and the shop writes off the rest (see Bonuses::takeBack).
     */
    private function reverseAccrual(Order $order): void
    {
        $earned = (int) $order->customer?->bonusTransactions()->where('idempotency_key', "order:{$order->id}:accrual")->value('amount');
        if ($order->customer && $earned > 0) {
            $this->bonuses->takeBack($order->customer, $earned, 'order_accrual_reversed', "order:{$order->id}:accrual-reversal", $order);
        }
    }

    /** What a cancelled order held: the bonuses it spent and its promo code use go back. */
    private function releaseHolds(Order $order): void
    {
        if ($order->customer && $order->bonuses_spent > 0) {
            $this->bonuses->credit($order->customer, $order->bonuses_spent, 'order_cancelled', "order:{$order->id}:spend-return", $order);
        }
        if ($order->promo_code_id !== null) {
            PromoCode::query()->whereKey($order->promo_code_id)->where('used_count', '>', 0)->decrement('used_count');
        }
    }

    private function rewardReferrer(Order $order): void
    {
        // A first order refunded in full before it was completed earns the referrer nothing.
        if ($order->payment_status === PaymentStatus::Refunded) {
            return;
        }
        $referrer = $order->customer?->referrer;
        $reward = (int) config('shop.ordering.referral_reward');
        if ($referrer && $reward > 0) {
            $this->bonuses->credit($referrer, $reward, 'referral', "referral:{$order->customer->id}", $order);
        }
    }

    /**
     * A friend's order that earned the referrer the reward was refunded in full: the reward is taken back, once
     * (ledger key "referral:{friend id}:reversal"), never below the referrer's zero balance (Bonuses::takeBack).
     */
    private function reverseReferralReward(Order $order): void
    {
        if ($order->customer_id === null) {
            return;
        }
        $reward = BonusTransaction::query()->where('idempotency_key', Referrals::key($order->customer_id))
            ->where('source_type', $order->getMorphClass())->where('source_id', $order->id)->first();
        $referrer = $reward?->customer;
        if ($reward === null || $referrer === null || $reward->amount <= 0) {
            return;
        }
        $this->bonuses->takeBack($referrer, $reward->amount, Referrals::REVERSAL_REASON, Referrals::key($order->customer_id).':reversal', $order);
    }
}
