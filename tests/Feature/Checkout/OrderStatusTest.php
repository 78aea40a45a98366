<?php

use App\Models\Customer;
use App\Models\Order;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Ordering\InvalidTransitionException;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;

// The two state machines with their histories, and what their changes earn: bonuses, the referral reward.

it('moves a delivery order through to completion, recording each change', function () {
    $order = Fx::deliveryOrder();

    foreach ([OrderStatus::Accepted, OrderStatus::Cooking, OrderStatus::OnTheWay, OrderStatus::Completed] as $status) {
        Fx::lifecycle()->changeStatus($order, $status);
    }

    expect($order->statusHistory()->get(['from', 'to'])->map(fn ($h) => "{$h->from}→{$h->to}")->all())
        ->toBe(['new→accepted', 'accepted→cooking', 'cooking→on_the_way', 'on_the_way→completed']);
});

it('refuses a transition the order machine does not allow', function (OrderStatus $from, OrderStatus $to, string $type) {
    $order = Order::factory()->create(['status' => $from, 'order_type' => $type]);

    expect(fn () => Fx::lifecycle()->changeStatus($order, $to))->toThrow(InvalidTransitionException::class)
        ->and($order->refresh()->status)->toBe($from)
        ->and($order->statusHistory()->count())->toBe(0);
})->with([
    'new to completed' => [OrderStatus::New, OrderStatus::Completed, 'pickup'],
    'a pickup on the way' => [OrderStatus::Cooking, OrderStatus::OnTheWay, 'pickup'],
    'a delivery ready for pickup' => [OrderStatus::Cooking, OrderStatus::ReadyForPickup, 'delivery'],
    'completed to cancelled' => [OrderStatus::Completed, OrderStatus::Cancelled, 'pickup'],
    'cancelled to accepted' => [OrderStatus::Cancelled, OrderStatus::Accepted, 'pickup'],
    'on the way back to cooking' => [OrderStatus::OnTheWay, OrderStatus::Cooking, 'delivery'],
]);

it('refuses a transition the payment machine does not allow', function (PaymentStatus $from, PaymentStatus $to) {
    $order = Order::factory()->cardOnline()->create(['payment_status' => $from]);

    expect(fn () => Fx::lifecycle()->changePaymentStatus($order, $to))->toThrow(InvalidTransitionException::class)
        ->and($order->refresh()->payment_status)->toBe($from);
})->with([
    'paid to failed' => [PaymentStatus::Paid, PaymentStatus::Failed],
    'paid to pending' => [PaymentStatus::Paid, PaymentStatus::Pending],
    'unpaid to refunded' => [PaymentStatus::Unpaid, PaymentStatus::Refunded],
    'refunded to paid' => [PaymentStatus::Refunded, PaymentStatus::Paid],
    'unpaid to failed' => [PaymentStatus::Unpaid, PaymentStatus::Failed],
]);

it('earns the configured share of a card order once its payment arrives, once', function () {
    $customer = Customer::query()->create(['phone' => '380671112233']);
    $order = Order::factory()->cardOnline()->create(['customer_id' => $customer->id, 'total' => 71850, 'payment_status' => PaymentStatus::Pending]);

    Fx::lifecycle()->changePaymentStatus($order, PaymentStatus::Paid);
    Fx::lifecycle()->changeStatus($order, OrderStatus::Accepted);
    Fx::lifecycle()->changeStatus($order, OrderStatus::Cooking);
    Fx::lifecycle()->changeStatus($order, OrderStatus::ReadyForPickup);
    Fx::lifecycle()->changeStatus($order, OrderStatus::Completed);

    expect(app(Bonuses::class)->balance($customer))->toBe(3592);
});

it('earns bonuses for a cash order at completion, when the courier collects the cash', function () {
    $customer = Customer::query()->create(['phone' => '380671112234']);
    $order = Order::factory()->create(['customer_id' => $customer->id, 'total' => 50000, 'status' => OrderStatus::ReadyForPickup]);

    Fx::lifecycle()->changeStatus($order, OrderStatus::Completed);

    expect(app(Bonuses::class)->balance($customer))->toBe(2500)
        ->and($order->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and($order->paymentHistory()->value('note'))->toBe('collected on delivery');
});

it('rewards the referrer on the referred customer\'s first completed order only', function () {
    config(['shop.ordering.referral_reward' => 10000]);
    $referrer = Customer::query()->create(['phone' => '380671112235']);
    $friend = Customer::query()->create(['phone' => '380671112236', 'referrer_id' => $referrer->id]);
    $orders = Order::factory()->count(2)->create(['customer_id' => $friend->id, 'status' => OrderStatus::ReadyForPickup]);

    Fx::lifecycle()->changeStatus($orders[0], OrderStatus::Completed);
    Fx::lifecycle()->changeStatus($orders[1], OrderStatus::Completed);

    expect(app(Bonuses::class)->balance($referrer))->toBe(10000)
        ->and($referrer->bonusTransactions()->value('idempotency_key'))->toBe("referral:{$friend->id}");
});

it('gives the spent bonuses back when an order is cancelled', function () {
    $customer = Customer::query()->create(['phone' => '380671112237']);
    app(Bonuses::class)->credit($customer, 5000, 'gift', 'gift:1');
    $order = Order::factory()->create(['customer_id' => $customer->id, 'bonuses_spent' => 3000]);
    app(Bonuses::class)->debit($customer, 3000, 'order_spend', "order:{$order->id}:spend", $order);

    Fx::lifecycle()->changeStatus($order, OrderStatus::Cancelled);

    expect(app(Bonuses::class)->balance($customer))->toBe(5000);
});

it('earns nothing for a guest\'s order', function () {
    $order = Order::factory()->create(['status' => OrderStatus::ReadyForPickup]);

    Fx::lifecycle()->changeStatus($order, OrderStatus::Completed);

    expect(\App\Models\BonusTransaction::query()->count())->toBe(0);
});

it('moves an order from the command line for the kitchen', function () {
    $order = Order::factory()->create();

    $this->artisan('shop:order-status', ['number' => $order->number, 'status' => 'accepted'])->assertSuccessful()->run();
    $this->artisan('shop:order-status', ['number' => $order->number, 'status' => 'completed'])->assertExitCode(1)->run();

    expect($order->refresh()->status)->toBe(OrderStatus::Accepted);
});
