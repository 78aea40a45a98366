<?php

use App\Models\Order;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Account\AccountFixtures;
use Tests\Support\InertiaPages;
use Tests\Support\SeededShop;

// /account/orders and /account/orders/{number}: the signed-in customer's orders (seeded: three for the demo customer).

beforeEach(function () {
    seedShop();
    $this->withoutVite();
});

it('lists the customer\'s orders newest first with number, date, status and total', function () {
    $newest = AccountFixtures::demoOrders()->first();

    $first = $this->withUnencryptedCookie('auth_token', SeededShop::customerToken())->get('/account/orders')
        ->assertOk()
        ->assertInertia(fn (Assert $page) => $page->component('account/orders')->missing('orders')->etc());
    InertiaPages::loadDeferred($first)->assertOk()
        ->assertInertia(fn (Assert $reload) => $reload
            ->has('orders.items', 3)
            ->where('orders.page', 1)->where('orders.last_page', 1)->where('orders.total', 3)
            ->where('orders.items.0.number', $newest->number)
            ->where('orders.items.0.status', 'cooking')
            ->where('orders.items.0.total', $newest->total)
            ->where('orders.items.0.items_count', 2)
            ->where('orders.items.0.created_at', fn (string $at) => str_ends_with($at, '+02:00') || str_ends_with($at, '+03:00'))
            ->etc());
});

it('shows an empty list to a customer without orders', function () {
    $first = $this->withUnencryptedCookie('auth_token', SeededShop::customerToken('380931112233'))->get('/en/account/orders')
        ->assertOk()
        ->assertInertia(fn (Assert $page) => $page->component('account/orders')->etc());
    InertiaPages::loadDeferred($first)->assertOk()->assertInertia(fn (Assert $reload) => $reload->where('orders.items', [])->where('orders.total', 0)->where('orders.last_page', 1)->etc());
});

it('shows one order with its lines, totals and status history in the page\'s language', function () {
    $completed = AccountFixtures::demoOrders()->firstWhere('status.value', 'completed');

    $this->withUnencryptedCookie('auth_token', SeededShop::customerToken())->get('/en/account/orders/'.$completed->number)
        ->assertOk()
        ->assertInertia(fn (Assert $page) => $page->component('account/order')
            ->where('order.number', $completed->number)
            ->where('order.lines.0.name', 'Philadelphia Set')
            ->where('order.totals', $completed->totals)
            ->where('order.status_history.4.status', 'completed')
            ->where('order.payment_status', 'paid')
            ->missing('order.token')
            ->etc());
});

it('reloads only the order when the page asks for it', function () {
    $order = AccountFixtures::demoOrders()->first();
    $version = (string) (new \App\Http\Middleware\HandleInertiaRequests)->version(request());

    $response = $this->withUnencryptedCookie('auth_token', SeededShop::customerToken())->get('/account/orders/'.$order->number, [
        'X-Inertia' => 'true',
        'X-Inertia-Version' => $version,
        'X-Inertia-Partial-Component' => 'account/order',
        'X-Inertia-Partial-Data' => 'order',
    ])->assertOk();

    expect(array_keys($response->json('props')))->toContain('order')
        ->not->toContain('categories');
});

it('answers 404 for another customer\'s order or an unknown number', function (Closure $number) {
    $this->withUnencryptedCookie('auth_token', SeededShop::customerToken('380931112234'))->get('/account/orders/'.$number())->assertNotFound();
})->with([
    'another customer\'s' => [fn () => AccountFixtures::demoOrders()->first()->number],
    'unknown' => [fn () => 'SR-99999'],
    'malformed' => [fn () => 'SR 1;drop'],
]);

it('sends a guest from an order page to the phone-entry modal', function () {
    $this->get('/account/orders/'.AccountFixtures::demoOrders()->first()->number)->assertRedirect('http://localhost');
});

it('pages a long history: newest first, a page at a time, with where the page is, in the API and the account', function () {
    $customer = AccountFixtures::demoOrders()->first()->customer;
    $restaurant = AccountFixtures::demoOrders()->first()->restaurant_id;
    foreach (range(1, 42) as $i) {
        Order::factory()->create(['customer_id' => $customer->id, 'restaurant_id' => $restaurant, 'created_at' => now()->subDays(30 + $i)]);
    }
    $all = AccountFixtures::demoOrders()->pluck('number')->all();
    $perPage = (int) config('shop.account.orders_per_page');
    $bearer = ['Authorization' => 'Bearer '.SeededShop::customerToken()];
    expect(count($all))->toBe(45)->and($perPage)->toBe(20);

    $this->getJson('/api/orders', $bearer)->assertOk()->assertJsonCount(20, 'data')->assertJsonPath('data.0.number', $all[0])
        ->assertJsonPath('meta', ['page' => 1, 'per_page' => 20, 'total' => 45, 'last_page' => 3]);
    $this->getJson('/api/orders?page=3', $bearer)->assertOk()->assertJsonCount(5, 'data')
        ->assertJsonPath('data.4.number', $all[44])->assertJsonPath('meta.page', 3);
    // Anything but a positive page number reads as the first page; a page past the last is empty.
    foreach (['0', '-1', 'abc', '1.5', '9999999'] as $page) {
        $this->getJson('/api/orders?page='.$page, $bearer)->assertOk()->assertJsonPath('meta.page', 1)->assertJsonPath('data.0.number', $all[0]);
    }
    $this->getJson('/api/orders?page=4', $bearer)->assertOk()->assertJsonCount(0, 'data')->assertJsonPath('meta.last_page', 3);

    foreach (['/account/orders?page=2', '/en/account/orders?page=2'] as $url) {
        $first = $this->withUnencryptedCookie('auth_token', SeededShop::customerToken())->get($url)->assertOk();
        InertiaPages::loadDeferred($first)->assertOk()->assertInertia(fn (Assert $reload) => $reload->component('account/orders')
            ->has('orders.items', 20)->where('orders.items.0.number', $all[20])->where('orders.items.19.number', $all[39])
            ->where('orders.page', 2)->where('orders.last_page', 3)->where('orders.total', 45)->etc());
    }
});

it('answers the API\'s order list only with a bearer token', function () {
    $this->getJson('/api/orders')->assertUnauthorized();
    $this->getJson('/api/orders', ['Authorization' => 'Bearer 1|not-a-real-token-at-all'])->assertUnauthorized();
    $this->getJson('/api/orders', ['Authorization' => 'Bearer '.SeededShop::customerToken()])->assertOk()->assertJsonCount(3, 'data')
        ->assertJsonPath('meta', ['page' => 1, 'per_page' => config('shop.account.orders_per_page'), 'total' => 3, 'last_page' => 1]);
});
