<?php

use App\Models\Order;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Ordering\Checkout;
use App\Shop\Ordering\OrderPlacement;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Support\Facades\Mail;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;

// One order per Idempotency-Key: a double click, a retry, a replayed form, two submits racing each other.

beforeEach(function () {
    seedShop();
    Mail::fake();
    $this->travelTo(Fx::noon());
});

const KEY = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

it('makes one order of two submits with one key and answers both with it', function () {
    $first = Fx::submit(Fx::delivery())->assertCreated();
    $second = Fx::submit(Fx::delivery())->assertOk();

    expect($second->json('data.order.number'))->toBe($first->json('data.order.number'))
        ->and(Order::query()->where('idempotency_key', KEY)->count())->toBe(1);
    Mail::assertQueuedCount(1);
});

it('spends bonuses once for a repeated key', function () {
    [$customer, $token] = Fx::customerWithBonuses(8000);
    $auth = ['Authorization' => "Bearer $token"];

    Fx::submit(Fx::delivery(['bonuses' => 3000]), headers: $auth)->assertCreated();
    Fx::submit(Fx::delivery(['bonuses' => 3000]), headers: $auth)->assertOk();

    expect(app(Bonuses::class)->balance($customer))->toBe(5000);
});

it('answers the same payment page to a repeated key of a card order', function () {
    $first = Fx::submit(Fx::pickup())->json('data.redirect_url');
    $second = Fx::submit(Fx::pickup())->json('data.redirect_url');

    expect($second)->toBe($first)
        ->and(Order::query()->where('idempotency_key', KEY)->firstOrFail()->payments()->count())->toBe(1);
});

it('refuses a key that already placed a different order', function () {
    Fx::submit(Fx::delivery())->assertCreated();

    Fx::submit(Fx::delivery(['items' => Fx::items(3)]))
        ->assertUnprocessable()
        ->assertJsonValidationErrors(['idempotency_key' => 'This Idempotency-Key was already used for a different order.']);
    expect(Order::query()->where('idempotency_key', KEY)->firstOrFail()->total)->toBe(71800);
});

it('answers a repeated key with the order even when its rules would refuse it now', function () {
    Fx::submit(Fx::delivery())->assertCreated();
    Fx::product()->update(['available' => false]);

    Fx::submit(Fx::delivery())->assertOk()->assertJsonPath('data.order.total', 71800);
});

it('keeps a key free when its order was refused, so the corrected form can use it', function () {
    Fx::submit(Fx::delivery(['items' => Fx::items(1)]))->assertUnprocessable();

    Fx::submit(Fx::delivery(['items' => Fx::items(2)]))->assertCreated();
});

it('ignores a repeated key\'s browser prices and expected total when matching the request', function () {
    Fx::submit(Fx::delivery(['expected_total' => 71800]))->assertCreated();

    $items = [['id' => Fx::product()->id, 'quantity' => 2, 'currentPrice' => 5]];
    Fx::submit(Fx::delivery(['items' => $items]))->assertOk();
});

it('makes one order when two submits pass the lookup together and the database decides', function () {
    // The other submit runs to its commit between this one's lookup and its insert: at this one's quote (the first),
    // which the other's own quote (the second) follows; both quotes are the real checkout's.
    $checkout = app(Checkout::class);
    $this->mock(Checkout::class)->shouldReceive('quote')->twice()->andReturnUsing(
        function (array $input, mixed ...$rest) use ($checkout) {
            app(OrderPlacement::class)->place($input, KEY, null, 'uk');

            return $checkout->quote($input, ...$rest);
        },
        fn (mixed ...$arguments) => $checkout->quote(...$arguments),
    );

    $response = Fx::submit(Fx::delivery())->assertOk();

    expect(Order::query()->where('idempotency_key', KEY)->count())->toBe(1)
        ->and($response->json('data.order.number'))->toBe(Order::query()->where('idempotency_key', KEY)->value('number'));
    Mail::assertQueuedCount(1);
});

it('lets the database refuse a second order with the same key', function () {
    Order::factory()->create(['idempotency_key' => KEY]);

    expect(fn () => Order::factory()->create(['idempotency_key' => KEY]))->toThrow(UniqueConstraintViolationException::class);
});

it('answers the retry of a placed order even when the orders limit is spent, and still limits new orders', function () {
    // The answer of the first submit was lost (a 503 while the database restarted after the commit): the customer's
    // retries with the same key get the order, not a 429.
    config(['shop.rate_limits.orders' => ['per_minute' => 1, 'per_hour' => 30]]);
    $number = Fx::submit(Fx::delivery())->assertCreated()->json('data.order.number');

    Fx::submit(Fx::delivery())->assertOk()->assertJsonPath('data.order.number', $number);
    Fx::submit(Fx::delivery())->assertOk()->assertJsonPath('data.order.number', $number);
    Fx::submit(Fx::delivery(), 'another-key-12345678')->assertStatus(429)->assertHeader('Retry-After');
    expect(Order::query()->where('idempotency_key', KEY)->count())->toBe(1)
        ->and(Order::query()->where('idempotency_key', 'another-key-12345678')->exists())->toBeFalse();
});

it('answers the storefront\'s retry of a placed order past the orders limit too', function () {
    config(['shop.rate_limits.orders' => ['per_minute' => 1, 'per_hour' => 30]]);
    $headers = ['Idempotency-Key' => KEY, 'X-Requested-With' => 'XMLHttpRequest'];
    $first = $this->withCredentials()->postJson('/checkout', Fx::delivery(), $headers)->assertOk();

    $this->withCredentials()->postJson('/checkout', Fx::delivery(), $headers)->assertOk()
        ->assertJsonPath('data.order.number', $first->json('data.order.number'));
    $this->withCredentials()->postJson('/checkout', Fx::delivery(), ['Idempotency-Key' => 'another-key-12345678'] + $headers)->assertStatus(429);
});
