<?php

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
            ->has('orders', 3)
            ->where('orders.0.number', $newest->number)
            ->where('orders.0.status', 'cooking')
            ->where('orders.0.total', $newest->total)
            ->where('orders.0.items_count', 2)
            ->where('orders.0.created_at', fn (string $at) => str_ends_with($at, '+02:00') || str_ends_with($at, '+03:00'))
            ->etc());
});

it('shows an empty list to a customer without orders', function () {
    $first = $this->withUnencryptedCookie('auth_token', SeededShop::customerToken('380931112233'))->get('/en/account/orders')
        ->assertOk()
        ->assertInertia(fn (Assert $page) => $page->component('account/orders')->etc());
    InertiaPages::loadDeferred($first)->assertOk()->assertInertia(fn (Assert $reload) => $reload->where('orders', [])->etc());
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

it('answers the API\'s order list only with a bearer token', function () {
    $this->getJson('/api/orders')->assertUnauthorized();
    $this->getJson('/api/orders', ['Authorization' => 'Bearer 1|not-a-real-token-at-all'])->assertUnauthorized();
    $this->getJson('/api/orders', ['Authorization' => 'Bearer '.SeededShop::customerToken()])->assertOk()->assertJsonCount(3, 'data');
});
