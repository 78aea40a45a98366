<?php

namespace Database\Seeders;

use App\Models\BonusTransaction;
use App\Models\Customer;
use App\Models\Product;
use App\Shop\Customers\Favorites;
use App\Shop\Customers\Referrals;
use App\Shop\Loyalty\Bonuses;
use Illuminate\Database\Seeder;
use Illuminate\Support\Carbon;

/**
 * The demo customer: Олена Коваль, +380 50 123 45 67 (sign in with the log driver's code), with a bonus
 * ledger, two favorites and a friend who joined with her referral code and completed an order.
 * Runs again without duplicating anything.
 */
class CustomerSeeder extends Seeder
{
    public const PHONE = '380501234567';

    public const FRIEND_PHONE = '380671234501';

    public function run(Bonuses $bonuses, Favorites $favorites): void
    {
        $olena = Customer::query()->updateOrCreate(['phone' => self::PHONE], [
            'name' => 'Олена', 'surname' => 'Коваль', 'birthday' => '1992-05-14', 'locale' => 'uk',
        ]);
        $friend = Customer::query()->updateOrCreate(['phone' => self::FRIEND_PHONE], [
            'name' => 'Андрій', 'surname' => 'Мельник', 'birthday' => null, 'locale' => 'uk', 'referrer_id' => $olena->id,
        ]);
        $friend->forceFill(['created_at' => Carbon::now()->subDays(24)])->save();

        // Newest last; created_at is spread over the last month.
        $ledger = [
            [40, 'credit', 1480, 'order_accrual', 'seed:olena:order-1'],
            [21, 'credit', (int) config('shop.ordering.referral_reward', 10000) ?: 10000, Referrals::REASON, Referrals::key($friend->id)],
            [12, 'debit', 3000, 'order_spend', 'seed:olena:spend-1'],
            [3, 'credit', 2150, 'order_accrual', 'seed:olena:order-2'],
        ];
        foreach ($ledger as [$daysAgo, $kind, $amount, $reason, $key]) {
            $line = BonusTransaction::query()->where('idempotency_key', $key)->first()
                ?? ($kind === 'credit' ? $bonuses->credit($olena, $amount, $reason, $key) : $bonuses->debit($olena, $amount, $reason, $key));
            $line->forceFill(['created_at' => Carbon::now()->subDays($daysAgo)->setTime(13, 30)])->save();
        }

        $ids = array_values(Product::query()->whereIn('slug', ['set-philadelphia', 'philadelphia-classic'])->pluck('id')->map(fn ($id) => (int) $id)->all());
        $favorites->merge($olena, $ids);
    }
}
