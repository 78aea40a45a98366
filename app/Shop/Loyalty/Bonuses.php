<?php

namespace App\Shop\Loyalty;

use App\Models\BonusTransaction;
use App\Models\Customer;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Facades\DB;
use InvalidArgumentException;

/** The bonus ledger: a balance is the sum of its lines (never below zero; what cannot be taken back is a debt the next
 *  credits pay); every line has an idempotency key, so a retry never counts twice. */
class Bonuses
{
    public function balance(Customer $customer): int
    {
        return (int) $customer->bonusTransactions()->sum('amount');
    }

    /** The ledger reason of what a credit paid of the customer's bonus debt (a take-back the balance could not cover). */
    public const DEBT_SETTLED = 'debt_settled';

    /** Earn bonuses (order paid or completed, referral reward, birthday gift, spent bonuses given back). Answers the
     *  existing line for a repeated key. A bonus debt is paid from it first: a line of −min(debt, amount) follows it. */
    public function credit(Customer $customer, int $amount, string $reason, string $idempotencyKey, ?Model $source = null): BonusTransaction
    {
        if ($amount <= 0) {
            throw new InvalidArgumentException('A credit must be positive.');
        }

        return DB::transaction(function () use ($customer, $amount, $reason, $idempotencyKey, $source) {
            $locked = Customer::query()->whereKey($customer->id)->lockForUpdate()->firstOrFail();
            $existing = BonusTransaction::query()->where('idempotency_key', $idempotencyKey)->first();
            if ($existing) {
                return $existing;
            }
            $line = $this->record($customer, $amount, $reason, $idempotencyKey, $source);
            $settled = min($amount, (int) $locked->bonus_debt);
            if ($settled > 0) {
                $this->record($customer, -$settled, self::DEBT_SETTLED, $idempotencyKey.':debt', $source);
                Customer::query()->whereKey($customer->id)->decrement('bonus_debt', $settled);
                $customer->bonus_debt = (int) $locked->bonus_debt - $settled;
            }

            return $line;
        });
    }

    /** Bonuses the customer owes: take-backs the balance could not cover, not yet paid from later credits. */
    public function debt(Customer $customer): int
    {
        return (int) Customer::query()->whereKey($customer->id)->value('bonus_debt');
    }

    /** Spend bonuses; never below a zero balance (the customer row is locked while checking). */
    public function debit(Customer $customer, int $amount, string $reason, string $idempotencyKey, ?Model $source = null): BonusTransaction
    {
        if ($amount <= 0) {
            throw new InvalidArgumentException('A debit must be positive.');
        }

        return DB::transaction(function () use ($customer, $amount, $reason, $idempotencyKey, $source) {
            Customer::query()->whereKey($customer->id)->lockForUpdate()->first();
            $existing = BonusTransaction::query()->where('idempotency_key', $idempotencyKey)->first();
            if ($existing) {
                return $existing;
            }
            if ($this->balance($customer) < $amount) {
                throw new InsufficientBonusesException("Balance below $amount.");
            }

            return $this->record($customer, -$amount, $reason, $idempotencyKey, $source);
        });
    }

    /**
     * Take back bonuses an order earned (it was cancelled or refunded), once per key. The balance never goes below
     * zero: when the customer already spent part of them (or parked them on an order not paid yet), what is left is
     * taken now and the rest becomes a debt (customers.bonus_debt) that the customer's next credits pay first, the
     * return of spent bonuses included. The line keeps what was asked and what became a debt in its meta (a line of
     * 0 when nothing could be taken now, so a retry of the key adds no second debt).
     */
    public function takeBack(Customer $customer, int $amount, string $reason, string $idempotencyKey, ?Model $source = null): BonusTransaction
    {
        if ($amount <= 0) {
            throw new InvalidArgumentException('A take-back must be positive.');
        }

        return DB::transaction(function () use ($customer, $amount, $reason, $idempotencyKey, $source) {
            Customer::query()->whereKey($customer->id)->lockForUpdate()->first();
            $existing = BonusTransaction::query()->where('idempotency_key', $idempotencyKey)->first();
            if ($existing) {
                return $existing;
            }
            $taken = min($amount, max(0, $this->balance($customer)));
            $debt = $amount - $taken;
            if ($debt > 0) {
                Customer::query()->whereKey($customer->id)->increment('bonus_debt', $debt);
            }

            return $this->record($customer, -$taken, $reason, $idempotencyKey, $source, $debt > 0 ? ['asked' => $amount, 'debt' => $debt] : null);
        });
    }

    /** @param  array<string, int>|null  $meta */
    private function record(Customer $customer, int $amount, string $reason, string $idempotencyKey, ?Model $source, ?array $meta = null): BonusTransaction
    {
        return BonusTransaction::query()->firstOrCreate(['idempotency_key' => $idempotencyKey], [
            'customer_id' => $customer->id,
            'amount' => $amount,
            'reason' => $reason,
            'source_type' => $source?->getMorphClass(),
            'source_id' => $source?->getKey(),
            'meta' => $meta,
        ]);
    }
}
