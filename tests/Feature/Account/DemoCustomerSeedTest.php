<?php

use App\Models\BonusTransaction;
use App\Models\Customer;
use Database\Seeders\CustomerSeeder;
use Illuminate\Support\Facades\DB;

it('seeds the demo customer with a ledger, two favorites and a referred friend', function () {
    seedShop();

    $olena = Customer::query()->where('phone', CustomerSeeder::PHONE)->sole();
    expect($olena->name)->toBe('Олена')->and($olena->surname)->toBe('Коваль')
        ->and($olena->birthday->format('Y-m-d'))->toBe('1992-05-14')
        ->and(BonusTransaction::query()->where('customer_id', $olena->id)->where(fn ($q) => $q->where('idempotency_key', 'like', 'seed:olena:%')->orWhere('reason', 'referral'))->sum('amount'))->toBe(10630)
        ->and(DB::table('customer_favorites')->where('customer_id', $olena->id)->count())->toBe(2)
        ->and($olena->referrals()->pluck('name')->all())->toBe(['Андрій']);
});

it('seeds the demo customer only once, however often the seeder runs', function () {
    seedShop();
    seedShop();

    expect(Customer::query()->where('phone', CustomerSeeder::PHONE)->count())->toBe(1)
        ->and(BonusTransaction::query()->where(fn ($q) => $q->where('idempotency_key', 'like', 'seed:olena:%')->orWhere('reason', 'referral'))->count())->toBe(4)
        ->and(DB::table('customer_favorites')->count())->toBe(2);
});
