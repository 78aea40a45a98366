<?php

namespace App\Shop\Ordering;

use App\Models\BonusTransaction;
use App\Models\Order;
use App\Models\PromoCode;
use App\Shop\Customers\Referrals;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Payments\Payments;
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
    /** Ledger reasons of the earnings a partial refund or a correction down takes back. */
    public const ACCRUAL_REDUCED = 'order_accrual_reduced';

    public const REFERRAL_REDUCED = 'referral_reduced';

    public function __construct(private Bonuses $bonuses, private StatusSms $sms) {}

    /** @throws InvalidTransitionException */
    public function changeStatus(Order $order, OrderStatus $to, ?string $note = null): void
    {
        // A card-online order is completed only once its money came in (or was given back): a manager marks it paid
        // when the money arrived another way. Nothing is paid out for money not received.
        if ($to === OrderStatus::Completed && $order->isPaidOnline() && ! in_array($order->payment_status, [PaymentStatus::Paid, PaymentStatus::Refunded], true)) {
            throw UnpaidOnlineOrderException::completing((string) $order->number);
        }
        DB::transaction(function () use ($order, $to, $note) {
            $order->moveTo($to, $note);
            $this->sms->changed($order, $to);

            if ($to === OrderStatus::Completed) {
                if ($order->payment_status === PaymentStatus::Unpaid && ! $order->isPaidOnline()) {
                    $order->movePaymentTo(PaymentStatus::Paid, 'collected on delivery');
                }
                if ($order->payment_status === PaymentStatus::Paid) {
                    $this->accrue($order);
                    $this->rewardReferrer($order);
                }
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
     * Take back what the order earned, once (what a partial refund already took back is not taken twice). Bonuses
     * already spent elsewhere are not clawed back below a zero balance: the ledger takes what is left of them and the
     * shop writes off the rest (see Bonuses::takeBack).
     */
    private function reverseAccrual(Order $order): void
    {
        $earned = (int) $order->customer?->bonusTransactions()->where('idempotency_key', "order:{$order->id}:accrual")->value('amount');
        $left = $earned - $this->reduced($order, self::ACCRUAL_REDUCED);
        if ($order->customer && $left > 0) {
            $this->bonuses->takeBack($order->customer, $left, 'order_accrual_reversed', "order:{$order->id}:accrual-reversal", $order);
        }
    }

    /**
     * After a partial refund or a correction down: what the order earned follows what it still costs (Payments::owed,
     * the tip aside). Its bonuses are brought down to the accrual of that, and a referral reward it earned in proportion
     * to the share of its money kept. Only ever down, each step once (its ledger key names the level reached).
     */
    public function settleEarnings(Order $order): void
    {
        if ($order->customer === null || $order->status === OrderStatus::Cancelled || $order->payment_status === PaymentStatus::Refunded) {
            return;
        }
        $charged = max(0, (int) $order->total - (int) $order->tip);
        $kept = max(0, Payments::owed($order) - (int) $order->tip);

        $earned = (int) $order->customer->bonusTransactions()->where('idempotency_key', "order:{$order->id}:accrual")->value('amount');
        $over = $earned - $this->reduced($order, self::ACCRUAL_REDUCED) - self::accrual($kept);
        if ($earned > 0 && $over > 0) {
            $this->bonuses->takeBack($order->customer, $over, self::ACCRUAL_REDUCED, "order:{$order->id}:accrual-to:".self::accrual($kept), $order);
        }

        $reward = $this->referralReward($order);
        if ($reward !== null && $charged > 0) {
            $target = intdiv($reward->amount * $kept, $charged);
            $over = $reward->amount - $this->reduced($order, self::REFERRAL_REDUCED) - $target;
            if ($over > 0) {
                $this->bonuses->takeBack($reward->customer, $over, self::REFERRAL_REDUCED, Referrals::key((int) $order->customer_id).":to:$target", $order);
            }
        }
    }

    /** What partial refunds already took back of an order's earnings of one kind (asked, written off included). */
    private function reduced(Order $order, string $reason): int
    {
        return (int) BonusTransaction::query()->where('reason', $reason)->where('source_type', $order->getMorphClass())->where('source_id', $order->id)
            ->get(['amount', 'meta'])->sum(fn (BonusTransaction $t) => (int) ($t->meta['asked'] ?? -$t->amount));
    }

    /** The referral reward the order earned its customer's referrer, if any. */
    private function referralReward(Order $order): ?BonusTransaction
    {
        return $order->customer_id === null ? null : BonusTransaction::query()->where('idempotency_key', Referrals::key($order->customer_id))
            ->where('source_type', $order->getMorphClass())->where('source_id', $order->id)->where('amount', '>', 0)->first();
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

    /**
     * The referrer's reward, once per friend ("referral:{friend id}"), for the friend's first completed order that was
     * paid (money received) and cost at least shop.ordering.referral_min_order in money (the tip aside), and that is
     * neither for the referrer's own phone nor to an address the referrer ordered to (the same person with a second
     * account). The referrer was accepted by the code only, for a customer with no orders yet (Accounts).
     */
    private function rewardReferrer(Order $order): void
    {
        $friend = $order->customer;
        $referrer = $friend?->referrer;
        $reward = (int) config('shop.ordering.referral_reward');
        if ($friend === null || $referrer === null || $reward <= 0 || $order->payment_status !== PaymentStatus::Paid || $referrer->id === $friend->id) {
            return;
        }
        if (Payments::owed($order) - (int) $order->tip < (int) config('shop.ordering.referral_min_order')) {
            return;
        }
        $digits = fn (?string $phone) => (string) preg_replace('/\D+/', '', (string) $phone);
        if (in_array($digits($referrer->phone), [$digits($order->phone), $digits($friend->phone)], true)) {
            return;
        }
        $address = self::addressKey($order->address);
        if ($address !== null && Order::query()->where('customer_id', $referrer->id)->whereNotNull('address')->get(['address'])
            ->contains(fn (Order $theirs) => self::addressKey($theirs->address) === $address)) {
            return;
        }
        $this->bonuses->credit($referrer, $reward, 'referral', Referrals::key($friend->id), $order);
    }

    /** A delivery address as compared for the referral reward: street, house and apartment, letters and digits only.
     *  @param  array<string, mixed>|null  $address */
    private static function addressKey(?array $address): ?string
    {
        if ($address === null || ($address['street'] ?? '') === '') {
            return null;
        }
        $part = fn (string $key) => mb_strtolower((string) preg_replace('/[^\p{L}\p{N}]+/u', '', (string) ($address[$key] ?? '')));

        return $part('street').'|'.$part('house').'|'.$part('apartment');
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
        $reward = $this->referralReward($order);
        $referrer = $reward?->customer;
        $left = $reward === null ? 0 : $reward->amount - $this->reduced($order, self::REFERRAL_REDUCED);
        if ($referrer === null || $left <= 0) {
            return;
        }
        $this->bonuses->takeBack($referrer, $left, Referrals::REVERSAL_REASON, Referrals::key($order->customer_id).':reversal', $order);
    }
}
