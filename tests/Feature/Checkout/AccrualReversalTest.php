<?php

use App\Models\BonusTransaction;
use App\Models\Customer;
use App\Models\Order;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;

// What a paid order earned is taken back once when it is cancelled or refunded, never below a zero balance.

beforeEach(function () {
    config(['shop.ordering.bonuses.accrual_percent' => 5]);
});

it('takes back the accrual of a paid order that is cancelled', function () {
    $customer = Customer::query()->create(['phone' => '380671113301']);
    $order = Fx::paidOrderOf($customer);
    expect(app(Bonuses::class)->balance($customer))->toBe(2500);

    app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Cancelled);

    expect(app(Bonuses::class)->balance($customer))->toBe(0)
        ->and(Fx::ledgerOf($customer))->toBe([['order_accrual', 2500], ['order_accrual_reversed', -2500]])
        ->and(BonusTransaction::query()->where('idempotency_key', "order:{$order->id}:accrual-reversal")->count())->toBe(1);
});

it('takes back the accrual of a refunded order', function () {
    $customer = Customer::query()->create(['phone' => '380671113302']);
    $order = Fx::paidOrderOf($customer);

    app(OrderLifecycle::class)->changePaymentStatus($order, PaymentStatus::Refunded, 'refund by hand');

    expect(app(Bonuses::class)->balance($customer))->toBe(0)
        ->and(Fx::ledgerOf($customer))->toBe([['order_accrual', 2500], ['order_accrual_reversed', -2500]]);
});

it('takes the accrual back once when a refunded order is also cancelled', function () {
    $customer = Customer::query()->create(['phone' => '380671113303']);
    app(Bonuses::class)->credit($customer, 10000, 'gift', 'test:gift:3303');
    $order = Fx::paidOrderOf($customer);

    app(OrderLifecycle::class)->changePaymentStatus($order, PaymentStatus::Refunded);
    app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Cancelled);

    expect(app(Bonuses::class)->balance($customer))->toBe(10000)
        ->and(collect(Fx::ledgerOf($customer))->where(0, 'order_accrual_reversed')->count())->toBe(1);
});

it('takes the accrual back once when a cancelled paid order is then refunded', function () {
    $customer = Customer::query()->create(['phone' => '380671113304']);
    app(Bonuses::class)->credit($customer, 10000, 'gift', 'test:gift:3304');
    $order = Fx::paidOrderOf($customer);

    app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Cancelled);
    app(OrderLifecycle::class)->changePaymentStatus($order, PaymentStatus::Refunded);

    expect(app(Bonuses::class)->balance($customer))->toBe(10000)
        ->and(collect(Fx::ledgerOf($customer))->where(0, 'order_accrual_reversed')->count())->toBe(1);
});

it('never drives the balance below zero when the accrued bonuses were already spent: the rest is a bonus debt', function () {
    $customer = Customer::query()->create(['phone' => '380671113305']);
    $order = Fx::paidOrderOf($customer);
    app(Bonuses::class)->debit($customer, 2000, 'order_spend', 'test:spent-elsewhere');

    app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Cancelled);

    $reversal = BonusTransaction::query()->where('idempotency_key', "order:{$order->id}:accrual-reversal")->sole();
    expect(app(Bonuses::class)->balance($customer))->toBe(0)
        ->and($reversal->amount)->toBe(-500)
        ->and($reversal->meta)->toBe(['asked' => 2500, 'debt' => 2000])
        ->and(app(Bonuses::class)->debt($customer))->toBe(2000);
});

it('takes what cannot be taken now from the next credit, once (a refund after the cancellation takes nothing more)', function () {
    $customer = Customer::query()->create(['phone' => '380671113306']);
    $order = Fx::paidOrderOf($customer);
    app(Bonuses::class)->debit($customer, 2500, 'order_spend', 'test:spent-all');

    app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Cancelled);
    app(Bonuses::class)->credit($customer, 7000, 'gift', 'test:gift:3306');
    app(OrderLifecycle::class)->changePaymentStatus($order, PaymentStatus::Refunded);

    expect(app(Bonuses::class)->balance($customer))->toBe(4500)
        ->and(app(Bonuses::class)->debt($customer))->toBe(0)
        ->and(Fx::ledgerOf($customer))->toContain(['debt_settled', -2500]);
});

it('reverses nothing for an order that earned nothing', function () {
    $customer = Customer::query()->create(['phone' => '380671113307']);
    app(Bonuses::class)->credit($customer, 3000, 'gift', 'test:gift:3307');
    $order = Order::factory()->cardOnline()->create(['customer_id' => $customer->id, 'payment_status' => PaymentStatus::Pending]);

    app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Cancelled);

    expect(app(Bonuses::class)->balance($customer))->toBe(3000)
        ->and(BonusTransaction::query()->where('reason', 'order_accrual_reversed')->exists())->toBeFalse();
});

it('reverses the accrual of a cancelled order from the command line for the kitchen', function () {
    $customer = Customer::query()->create(['phone' => '380671113308']);
    $order = Fx::paidOrderOf($customer);

    $this->artisan('shop:order-status', ['number' => $order->number, 'status' => 'cancelled'])->assertSuccessful()->run();

    expect(app(Bonuses::class)->balance($customer))->toBe(0);
});

it('gives back the promo code use of a cancelled order once', function () {
    $promo = \App\Models\PromoCode::factory()->create(['usage_limit' => 5, 'used_count' => 2]);
    $order = Order::factory()->create(['promo_code_id' => $promo->id]);

    app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Cancelled);

    expect($promo->refresh()->used_count)->toBe(1)
        ->and(fn () => app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Cancelled))->toThrow(\App\Shop\Ordering\InvalidTransitionException::class)
        ->and($promo->refresh()->used_count)->toBe(1);
});
