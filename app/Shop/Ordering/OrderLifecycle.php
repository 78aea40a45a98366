<?php

namespace App\Shop\Ordering;

use App\Models\Order;
use App\Shop\Loyalty\Bonuses;
use Illuminate\Support\Facades\DB;

/**
 * Status changes with their consequences: a card payment received or an order completed earns bonuses
 * (once per order), a referred customer's first completed order rewards the referrer (once per customer),
 * a cancelled order gives back the bonuses it spent, and the courier collects an offline payment at completion.
 */
class OrderLifecycle
{
    public function __construct(private Bonuses $bonuses) {}

    /** @throws InvalidTransitionException */
    public function changeStatus(Order $order, OrderStatus $to, ?string $note = null): void
    {
        DB::transaction(function () use ($order, $to, $note) {
            $order->moveTo($to, $note);

            if ($to === OrderStatus::Completed) {
                if ($order->payment_status === PaymentStatus::Unpaid && ! $order->isPaidOnline()) {
                    $order->movePaymentTo(PaymentStatus::Paid, 'collected on delivery');
                }
                $this->accrue($order);
                $this->rewardReferrer($order);
            }
            if ($to === OrderStatus::Cancelled && $order->customer && $order->bonuses_spent > 0) {
                $this->bonuses->credit($order->customer, $order->bonuses_spent, 'order_cancelled', "order:{$order->id}:spend-return", $order);
            }
        });
    }

    /** @throws InvalidTransitionException */
    public function changePaymentStatus(Order $order, PaymentStatus $to, ?string $note = null): void
    {
        DB::transaction(function () use ($order, $to, $note) {
            $order->movePaymentTo($to, $note);
            if ($to === PaymentStatus::Paid && $order->status !== OrderStatus::Cancelled) {
                $this->accrue($order);
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
        $amount = self::accrual($order->total);
        if ($order->customer && $amount > 0) {
            $this->bonuses->credit($order->customer, $amount, 'order_accrual', "order:{$order->id}:accrual", $order);
        }
    }

    private function rewardReferrer(Order $order): void
    {
        $referrer = $order->customer?->referrer;
        $reward = (int) config('shop.ordering.referral_reward');
        if ($referrer && $reward > 0) {
            $this->bonuses->credit($referrer, $reward, 'referral', "referral:{$order->customer->id}", $order);
        }
    }
}
