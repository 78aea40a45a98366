<?php

use App\Models\Customer;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Loyalty\InsufficientBonusesException;
use Illuminate\Foundation\Testing\RefreshDatabase;

uses(RefreshDatabase::class);

it('keeps the balance as the sum of the ledger and counts a repeated key once', function () {
    $customer = Customer::query()->create(['phone' => '380671234567']);
    $bonuses = app(Bonuses::class);

    $bonuses->credit($customer, 5000, 'order_paid', 'order:1:accrual');
    $bonuses->credit($customer, 5000, 'order_paid', 'order:1:accrual');
    $bonuses->debit($customer, 1200, 'order_spend', 'order:2:spend');
    $bonuses->debit($customer, 1200, 'order_spend', 'order:2:spend');

    expect($bonuses->balance($customer))->toBe(3800)
        ->and($customer->bonusTransactions()->count())->toBe(2)
        ->and($customer->referral_code)->toMatch('/^[A-Z0-9]{8}$/');
});

it('never spends below zero', function () {
    $customer = Customer::query()->create(['phone' => '380671234568']);
    app(Bonuses::class)->credit($customer, 1000, 'gift', 'gift:1');

    expect(fn () => app(Bonuses::class)->debit($customer, 1001, 'order_spend', 'order:3:spend'))->toThrow(InsufficientBonusesException::class)
        ->and(app(Bonuses::class)->balance($customer))->toBe(1000);
});
