<?php

use App\Models\Product;
use App\Shop\Ordering\OrderStatus;
use Tests\Feature\Account\AccountFixtures;
use Tests\Feature\Account\PastOrderFixtures as Fixtures;
use Tests\Support\SeededShop;

// Repeating an order of the account (POST account.orders.repeat): its lines at today's prices, priced by the cart
// check, and one notice for each dish that is gone, stopped or whose price changed. Nothing is written on the server.

beforeEach(fn () => seedShop());

it('puts every line back at today\'s prices with no notice when nothing changed', function () {
    $order = Fixtures::order(OrderStatus::Completed, [['set-philadelphia', 2], ['philadelphia-classic', 1]]);

    AccountFixtures::repeatOrder($order->number)->assertOk()
        ->assertJsonPath('data.notices', [])
        ->assertJsonPath('data.lines', [
            ['id' => SeededShop::productId('set-philadelphia'), 'quantity' => 2, 'currentPrice' => 149900, 'modifiers' => []],
            ['id' => SeededShop::productId('philadelphia-classic'), 'quantity' => 1, 'currentPrice' => 32900, 'modifiers' => []],
        ]);
});

it('leaves out a stopped dish and names it', function () {
    $order = Fixtures::order(OrderStatus::Completed, [['set-philadelphia', 1], ['philadelphia-classic', 3]]);
    Product::query()->where('slug', 'philadelphia-classic')->update(['available' => false]);

    AccountFixtures::repeatOrder($order->number, '/en')->assertOk()
        ->assertJsonCount(1, 'data.lines')
        ->assertJsonPath('data.lines.0.id', SeededShop::productId('set-philadelphia'))
        ->assertJsonPath('data.notices', [['kind' => 'stopped', 'product_id' => SeededShop::productId('philadelphia-classic'), 'name' => 'Philadelphia Classic']]);
});

it('leaves out a dish that is gone from the menu, deleted or hidden, and names it', function () {
    $order = Fixtures::order(OrderStatus::Completed, [['set-philadelphia', 1], ['philadelphia-classic', 1], ['set-california', 1]]);
    Product::query()->where('slug', 'philadelphia-classic')->firstOrFail()->delete();
    Product::query()->where('slug', 'set-california')->update(['visible' => false]);

    $response = AccountFixtures::repeatOrder($order->number)->assertOk()->assertJsonCount(1, 'data.lines');

    expect($response->json('data.notices'))->toEqualCanonicalizing([
        ['kind' => 'gone', 'product_id' => null, 'name' => 'Філадельфія класична'],
        ['kind' => 'gone', 'product_id' => SeededShop::productId('set-california'), 'name' => 'Сет Каліфорнія'],
    ]);
});

it('takes today\'s price of a dish whose price changed and says what it was and is', function () {
    $order = Fixtures::order(OrderStatus::Completed, [['set-philadelphia', 2, 139900]]);

    AccountFixtures::repeatOrder($order->number)->assertOk()
        ->assertJsonPath('data.lines.0.currentPrice', 149900)
        ->assertJsonPath('data.notices', [['kind' => 'price_changed', 'product_id' => SeededShop::productId('set-philadelphia'), 'name' => 'Сет Філадельфія', 'was' => 139900, 'now' => 149900]]);
});

it('repeats an order in any status, a cancelled one too', function () {
    $order = Fixtures::order(OrderStatus::Cancelled, [['set-philadelphia', 1]]);

    AccountFixtures::repeatOrder($order->number)->assertOk()->assertJsonCount(1, 'data.lines');
});

it('answers 404 for another customer\'s order, a guest, and a malformed number', function () {
    $order = Fixtures::order(OrderStatus::Completed, [['set-philadelphia', 1]]);

    AccountFixtures::repeatOrder($order->number, token: SeededShop::customerToken('380931112299'))->assertNotFound();
    test()->postJson("/account/orders/{$order->number}/repeat")->assertNotFound();
    AccountFixtures::repeatOrder('SR%201;drop')->assertNotFound();
});

it('writes nothing on the server', function () {
    $order = Fixtures::order(OrderStatus::Completed, [['set-philadelphia', 1]]);
    $before = [\App\Models\Order::query()->count(), \App\Models\OrderLine::query()->count()];

    AccountFixtures::repeatOrder($order->number)->assertOk();

    expect([\App\Models\Order::query()->count(), \App\Models\OrderLine::query()->count()])->toBe($before);
});
