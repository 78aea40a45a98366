<?php

namespace App\Shop\Loyalty;

use App\Models\BonusTransaction;
use App\Models\Customer;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Facades\DB;
use InvalidArgumentException;

/** The bonus ledger: a balance is the sum of its lines; every line has an idempotency key, so a retry never counts twice. */
class Bonuses
{
    public function balance(Customer $customer): int
    {
        return (int) $customer->bonusTransactions()->sum('amount');
    }

    /** Earn bonuses (order paid or completed, referral reward, birthday gift). Answers the existing line for a repeated key. */
    public function credit(Customer $customer, int $amount, string $reason, string $idempotencyKey, ?Model $source = null): BonusTransaction
    {
        if ($amount <= 0) {
            throw new InvalidArgumentException('A credit must be positive.');
        }

        return $this->record($customer, $amount, $reason, $idempotencyKey, $source);
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
     * Take back bonuses an order earned (it was cancelled or refunded), once per key. The balance never goes
     * below zero: when the customer already spent part of them, only what is left is taken and the line's meta
     * keeps what was asked (the shop writes off the rest). Answers null when nothing could be taken.
     */
    public function takeBack(Customer $customer, int $amount, string $reason, string $idempotencyKey, ?Model $source = null): ?BonusTransaction
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
            if ($taken === 0) {
                return null;
            }

            return $this->record($customer, -$taken, $reason, $idempotencyKey, $source, $taken < $amount ? ['asked' => $amount, 'written_off' => $amount - $taken] : null);
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
