<?php

use App\Models\Order;
use App\Shop\Ordering\Eta;
use App\Shop\Ordering\OrderStatus;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;

// The honest "as soon as possible": the kitchen's preparation minutes times the rounds its live queue needs, the
// region's delivery minutes, busy mode's minutes, rounded up; shown at checkout and kept as the order's ETA.

beforeEach(function () {
    seedShop();
    Mail::fake();
    $this->travelTo(Fx::noon());
});

it('adds up preparation, the rounds of the queue, delivery and busy minutes, rounded up', function (array $numbers, int $minutes) {
    config(['shop.ordering.eta.parallel_orders' => 4, 'shop.ordering.eta.round_minutes' => 5]);

    expect(Eta::arithmetic(...$numbers))->toBe($minutes);
})->with([
    'an empty kitchen, pickup' => [[25, 0, 0, 0], 25],
    'an empty kitchen, delivery' => [[25, 0, 20, 0], 45],
    'three in the queue still fit the first round' => [[25, 3, 20, 0], 45],
    'four in the queue make a second round' => [[25, 4, 20, 0], 70],
    'nine in the queue make a third round' => [[25, 9, 20, 0], 95],
    'busy adds its minutes' => [[25, 0, 20, 30], 75],
    'rounded up to five' => [[22, 0, 21, 0], 45],
]);

it('counts only the orders accepted or cooking in that kitchen', function () {
    Order::query()->where('restaurant_id', Fx::restaurant()->id)->update(['status' => OrderStatus::Completed]);
    Fx::queueOrders(2, OrderStatus::Accepted);
    Fx::queueOrders(2, OrderStatus::Cooking);
    Fx::queueOrders(3, OrderStatus::New);
    Fx::queueOrders(3, OrderStatus::OnTheWay);
    Order::factory()->count(5)->create(['status' => OrderStatus::Cooking]);

    expect(app(Eta::class)->queue(Fx::restaurant()))->toBe(4)
        ->and(app(Eta::class)->minutes(Fx::restaurant(), Fx::region(), now()->toImmutable()))->toBe(70);
});

it('follows a manager\'s preparation minutes and the region\'s delivery minutes', function () {
    Fx::restaurant()->update(['prep_minutes' => 40]);
    Fx::region()->update(['eta_minutes' => 30]);

    expect(app(Eta::class)->minutes(Fx::restaurant(), Fx::region(), now()->toImmutable()))->toBe(70);
});

it('says "about N min" at checkout from the live queue, for delivery and pickup', function () {
    Order::query()->where('restaurant_id', Fx::restaurant()->id)->update(['status' => OrderStatus::Completed]);
    $this->getJson('/checkout/slots?order_type=delivery&region_id='.Fx::region()->id)->assertOk()
        ->assertJsonPath('data.asap.eta_minutes', 45)
        ->assertJsonPath('data.asap.ready_at', '2026-06-10T12:45:00+03:00');

    Fx::queueOrders(4, OrderStatus::Cooking);

    $this->getJson('/checkout/slots?order_type=delivery&region_id='.Fx::region()->id)->assertOk()->assertJsonPath('data.asap.eta_minutes', 70);
    $this->getJson('/checkout/slots?order_type=pickup&restaurant_id='.Fx::restaurant()->id)->assertOk()->assertJsonPath('data.asap.eta_minutes', 50);
    $this->postJson('/checkout/quote', Fx::delivery())->assertOk()->assertJsonPath('data.eta_minutes', 70);
});

it('keeps the ETA the checkout showed as the placed order\'s expected time, and a scheduled order\'s slot', function () {
    Fx::queueOrders(4, OrderStatus::Accepted);

    $this->postJson('/api/orders', Fx::delivery(), ['Idempotency-Key' => (string) Str::uuid()])->assertCreated()
        ->assertJsonPath('data.order.eta_at', '2026-06-10T13:10:00+03:00');
    $this->postJson('/api/orders', Fx::delivery(['slot' => '2026-06-10T15:00:00+03:00', 'phone' => '+380 50 765 43 21']), ['Idempotency-Key' => (string) Str::uuid()])->assertCreated()
        ->assertJsonPath('data.order.eta_at', '2026-06-10T15:00:00+03:00');
});
