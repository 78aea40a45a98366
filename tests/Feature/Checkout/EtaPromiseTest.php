<?php

use App\Models\Delivery;
use App\Models\Order;
use App\Models\Region;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\OrderStatus;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\Queue;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Couriers\CourierFixtures as Couriers;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Feature\Tracking\TrackingFixtures;

// One time per order (App\Shop\Ordering\EtaPromise): the checkout's "as soon as possible" is the order's eta_at while
// the kitchen can keep it; when it cannot, or when a courier picks the order up too late, the time moves and the order
// says from what and why; the tracking page's courier line and the status SMS name that same time.

beforeEach(function () {
    seedShop();
    Fx::quietNoon();
    Order::query()->where('restaurant_id', Fx::restaurant()->id)->update(['status' => OrderStatus::Completed]);
    config(['shop.ordering.eta.quote_grace_minutes' => 5]);
});

/** The checkout's "as soon as possible" for the centre now: ready_at, eta_minutes, busy_minutes. @return array<string, mixed> */
function asapQuote(Tests\TestCase $test): array
{
    return $test->getJson('/checkout/slots?order_type=delivery&region_id='.Fx::region()->id)->assertOk()->json('data.asap');
}

/** Place the centre's delivery with the quote the checkout showed. */
function placeQuoted(array $asap): Order
{
    $number = Fx::placeOrder(Fx::delivery([
        'expected_eta' => $asap['ready_at'], 'expected_eta_minutes' => $asap['eta_minutes'], 'expected_busy_minutes' => $asap['busy_minutes'],
    ]))->assertCreated()->json('data.order.number');

    return Order::query()->where('number', $number)->sole();
}

it('keeps the time the checkout showed when the kitchen still can, a few minutes later too', function () {
    $asap = asapQuote($this);
    expect($asap['ready_at'])->toBe('2026-06-10T12:45:00+03:00');

    // Three minutes at the checkout: the kitchen computes 12:48 now, within the grace: 12:45 stands.
    $this->travel(3)->minutes();
    $order = placeQuoted($asap);

    expect($order->eta_at->toIso8601String())->toBe(CarbonImmutable::parse('2026-06-10 12:45', 'Europe/Kyiv')->utc()->toIso8601String())
        ->and($order->eta_moved_from)->toBeNull()->and($order->eta_reason)->toBeNull();
    $this->getJson('/api/orders/'.$order->token)->assertOk()
        ->assertJsonPath('data.eta_at', '2026-06-10T12:45:00+03:00')
        ->assertJsonPath('data.eta_change', null);
});

it('moves the time and says why when the kitchen cannot keep it', function (Closure $meanwhile, string $reason, string $eta) {
    $asap = asapQuote($this);
    $meanwhile($this);
    $order = placeQuoted($asap);

    expect($order->eta_reason)->toBe($reason);
    $response = $this->getJson('/api/orders/'.$order->token)->assertOk()
        ->assertJsonPath('data.eta_at', $eta)
        ->assertJsonPath('data.eta_change', ['from' => '2026-06-10T12:45:00+03:00', 'reason' => $reason]);
    Fx::documented($response, 'GET', '/api/orders/{reference}');
    $this->get('/track/'.$order->token)->assertOk()
        ->assertInertia(fn ($page) => $page->where('tracking.eta_at', $eta)->where('tracking.eta_change.reason', $reason));
})->with([
    'busy mode switched on' => [function ($test) {
        Fx::restaurant()->update(['busy_minutes' => 30, 'busy_until' => now()->addHour()]);
    }, 'busy', '2026-06-10T13:15:00+03:00'],
    'the queue grew' => [function ($test) {
        Fx::queueOrders(4, OrderStatus::Cooking);
    }, 'queue', '2026-06-10T13:10:00+03:00'],
    'the checkout stayed open' => [function ($test) {
        $test->travel(20)->minutes();
    }, 'waited', '2026-06-10T13:05:00+03:00'],
]);

it('ignores a quote no checkout could have shown, and refuses one that is not a time', function () {
    $asap = asapQuote($this);
    $order = placeQuoted(['ready_at' => '2026-06-11T12:45:00+03:00'] + $asap);
    expect($order->eta_at->toIso8601String())->toBe(CarbonImmutable::parse('2026-06-10 12:45', 'Europe/Kyiv')->utc()->toIso8601String())
        ->and($order->eta_reason)->toBeNull();

    Fx::placeOrder(Fx::delivery(['expected_eta' => 'soon', 'expected_eta_minutes' => 45, 'expected_busy_minutes' => 0]))
        ->assertStatus(422)->assertJsonValidationErrors('expected_eta');
    Fx::placeOrder(Fx::delivery(['expected_eta' => $asap['ready_at']]))
        ->assertStatus(422)->assertJsonValidationErrors(['expected_eta_minutes', 'expected_busy_minutes']);
});

it('names the one time on the courier line; a late pick-up moves it and says why', function () {
    $restaurant = Staff::restaurant();
    $region = Region::factory()->create(['restaurant_id' => $restaurant->id, 'eta_minutes' => 40]);
    $courier = Couriers::courier($restaurant);
    $order = Couriers::order($restaurant, attributes: ['region_id' => $region->id, 'eta_at' => CarbonImmutable::parse('2026-06-10 12:45', 'Europe/Kyiv')]);
    Staff::signIn($courier);
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/orders/{$order->number}/take")->assertOk();

    // Picked up at 12:20, 40 minutes away: 13:00, past 12:45 and its 5 minutes of grace.
    $this->travelTo(CarbonImmutable::parse('2026-06-10 12:20', 'Europe/Kyiv'));
    $this->withHeaders(Staff::json())->postJson('/staff/deliveries/'.Delivery::query()->sole()->id.'/picked-up')->assertOk();

    Couriers::courierTrackingFeed($order->token)->assertOk()
        ->assertJsonPath('tracking.eta_at', '2026-06-10T13:00:00+03:00')
        ->assertJsonPath('tracking.courier.expected_at', '2026-06-10T13:00:00+03:00')
        ->assertJsonPath('tracking.eta_change', ['from' => '2026-06-10T12:45:00+03:00', 'reason' => 'late_pickup']);
    expect($order->fresh()->eta_reason)->toBe('late_pickup');
});

it('names the order\'s one time in the status SMS, a scheduled order\'s moved time too', function (string $locale, string $words) {
    Queue::fake();
    $order = Staff::order(OrderStatus::New, ['locale' => $locale, 'asap' => false,
        'slot_at' => CarbonImmutable::parse('2026-06-10 14:00', 'Europe/Kyiv'), 'eta_at' => CarbonImmutable::parse('2026-06-10 14:20', 'Europe/Kyiv')]);

    app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Accepted);

    expect(TrackingFixtures::textsTo($order)[0])->toContain($words.' 14:20')->not->toContain('14:00');
})->with([['uk', 'Орієнтовно о'], ['en', 'Expected at']]);
