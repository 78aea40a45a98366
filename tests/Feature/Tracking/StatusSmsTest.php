<?php

use App\Models\Order;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use App\Shop\Ordering\StatusSms;
use App\Shop\Sms\SendSms;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Queue;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Feature\Tracking\TrackingFixtures;

// Every status the customer cares about by SMS, whoever changed it, in the order's language, each kind switchable,
// within the hourly budget; the first one of an order carries its tracking link.

beforeEach(function () {
    Queue::fake();
    Cache::forget(StatusSms::BUDGET_KEY.':'.intdiv(now()->getTimestamp(), 3600));
});

it('texts every status the customer cares about in the order\'s language, whoever changed it', function (string $locale, OrderStatus $from, OrderStatus $to, string $start) {
    $order = Staff::order($from, ['locale' => $locale, 'order_type' => $to === OrderStatus::ReadyForPickup ? 'pickup' : 'delivery']);

    $this->artisan('shop:order-status', ['number' => $order->number, 'status' => $to->value])->assertSuccessful();

    expect(TrackingFixtures::textsTo($order))->toHaveCount(1)
        ->and(TrackingFixtures::textsTo($order)[0])->toStartWith(str_replace(':number', (string) $order->number, $start));
})->with([
    'accepted, uk' => ['uk', OrderStatus::New, OrderStatus::Accepted, 'Sunrise: замовлення :number прийнято.'],
    'accepted, en' => ['en', OrderStatus::New, OrderStatus::Accepted, 'Sunrise: order :number is accepted.'],
    'on the way, uk' => ['uk', OrderStatus::Cooking, OrderStatus::OnTheWay, 'Sunrise: замовлення :number вже в дорозі до вас.'],
    'on the way, en' => ['en', OrderStatus::Cooking, OrderStatus::OnTheWay, 'Sunrise: order :number is on its way to you.'],
    'ready, en' => ['en', OrderStatus::Cooking, OrderStatus::ReadyForPickup, 'Sunrise: order :number is ready.'],
    'cancelled, uk' => ['uk', OrderStatus::Accepted, OrderStatus::Cancelled, 'Sunrise: замовлення :number скасовано.'],
]);

it('puts the tracking link, in the order\'s language, into the first SMS of an order only', function (string $locale, string $link) {
    config(['shop.tracking.link_base' => 'https://sunrise.example']);
    $order = Staff::order(OrderStatus::New, ['locale' => $locale]);
    $lifecycle = app(OrderLifecycle::class);

    $lifecycle->changeStatus($order, OrderStatus::Accepted);
    $lifecycle->changeStatus($order->refresh(), OrderStatus::Cooking);
    $lifecycle->changeStatus($order->refresh(), OrderStatus::OnTheWay);

    $texts = TrackingFixtures::textsTo($order);
    expect($texts)->toHaveCount(2)
        ->and($texts[0])->toEndWith(str_replace(':token', $order->token, $link))
        ->and($texts[1])->not->toContain('https://')
        ->and($order->refresh()->status_sms_at)->not->toBeNull();
})->with([
    'uk' => ['uk', 'Стежити: https://sunrise.example/track/:token'],
    'en' => ['en', 'Follow it: https://sunrise.example/en/track/:token'],
]);

it('puts the link into the "accepted" SMS too when an earlier one (a payment) was the first', function () {
    $order = Staff::paidSandboxOrder(50000, OrderStatus::New);

    app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Accepted);
    app(OrderLifecycle::class)->changeStatus($order->refresh(), OrderStatus::Cooking);
    app(OrderLifecycle::class)->changeStatus($order->refresh(), OrderStatus::OnTheWay);

    $texts = TrackingFixtures::textsTo($order);
    expect($texts)->toHaveCount(3)
        ->and($texts[0])->toContain("/track/{$order->token}")
        ->and($texts[1])->toContain("/track/{$order->token}")
        ->and($texts[2])->not->toContain('/track/');
});

it('texts the moves staff make on the board', function () {
    Staff::signIn(StaffRole::Operator);
    $order = Staff::order(OrderStatus::New, ['locale' => 'en']);

    $this->withHeaders(Staff::json())->postJson("/staff/orders/{$order->number}/move", ['from' => 'new', 'to' => 'accepted'])->assertOk();

    expect(TrackingFixtures::textsTo($order))->toHaveCount(1)->and(TrackingFixtures::textsTo($order)[0])->toContain("order {$order->number} is accepted");
});

it('texts the unpaid-order expiry\'s cancellation with its reason', function () {
    $order = Staff::order(OrderStatus::New, ['locale' => 'en', 'payment_type' => PaymentType::CardOnline->value, 'created_at' => now()->subHour()]);

    $this->artisan('shop:expire-unpaid-orders')->assertSuccessful();

    expect($order->refresh()->status)->toBe(OrderStatus::Cancelled)
        ->and(TrackingFixtures::textsTo($order))->toHaveCount(1)
        ->and(TrackingFixtures::textsTo($order)[0])->toStartWith("Sunrise: order {$order->number} is cancelled: it was not paid in time.");
});

it('texts a card payment the provider confirmed (the landing or the webhook)', function () {
    $order = Staff::paidSandboxOrder(50000, OrderStatus::New);

    expect($order->payment_status)->toBe(PaymentStatus::Paid)
        ->and(TrackingFixtures::textsTo($order))->toHaveCount(1)
        ->and(TrackingFixtures::textsTo($order)[0])->toStartWith("Sunrise: оплату замовлення {$order->number} отримано.");
});

it('sends nothing for a kind switched off, for steps nobody is told about, or for an order replaced by a newer one', function () {
    config(['shop.status_sms.kinds.accepted' => false]);
    $lifecycle = app(OrderLifecycle::class);
    $accepted = Staff::order(OrderStatus::New);
    $cooking = Staff::order(OrderStatus::Accepted);
    $pending = Staff::order(OrderStatus::New, ['payment_type' => PaymentType::CardOnline->value]);
    $replaced = Staff::order(OrderStatus::New);

    $lifecycle->changeStatus($accepted, OrderStatus::Accepted);
    $lifecycle->changeStatus($cooking, OrderStatus::Cooking);
    $lifecycle->changePaymentStatus($pending, PaymentStatus::Pending);
    $lifecycle->cancel($replaced, \App\Shop\Ordering\UnpaidCardOrders::REASON);

    Queue::assertNotPushed(SendSms::class);
});

it('sends a kind once it is switched on', function () {
    config(['shop.status_sms.kinds.cooking' => true]);
    $order = Staff::order(OrderStatus::Accepted, ['locale' => 'en']);

    app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Cooking);

    expect(TrackingFixtures::textsTo($order)[0])->toStartWith("Sunrise: we are cooking order {$order->number}.");
});

it('sends no status SMS beyond the hourly budget and logs the first refusal as critical', function () {
    config(['shop.status_sms.budget_per_hour' => 2]);
    Log::spy();
    $orders = [Staff::order(OrderStatus::New), Staff::order(OrderStatus::New), Staff::order(OrderStatus::New), Staff::order(OrderStatus::New)];

    foreach ($orders as $order) {
        app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Accepted);
    }

    Queue::assertPushed(SendSms::class, 2);
    Log::shouldHaveReceived('critical')->once();
    expect($orders[2]->refresh()->status_sms_at)->toBeNull();
});

it('sends nothing for a change that was rolled back', function () {
    $order = Staff::order(OrderStatus::New);

    try {
        \Illuminate\Support\Facades\DB::transaction(function () use ($order) {
            app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Accepted);
            throw new RuntimeException('rolled back');
        });
    } catch (RuntimeException) {
    }

    Queue::assertNotPushed(SendSms::class);
});
