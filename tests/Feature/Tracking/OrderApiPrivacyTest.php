<?php

use App\Models\Customer;
use App\Models\Order;
use Tests\Feature\Contract\OpenApi;
use Tests\Feature\Tracking\TrackingFixtures;

// /api/orders/{token} shows personal fields as the tracking page does (first name, masked phone, no street address, no
// comment) to whoever holds the link; only the signed-in customer who placed the order sees them whole.

beforeEach(function () {
    seedShop();
});

it('masks the name, phone, address and comment for whoever holds the link, in both languages', function (string $language) {
    $order = TrackingFixtures::privateOrder();

    $response = $this->getJson("/api/orders/{$order->token}", ['Accept-Language' => $language])->assertOk()
        ->assertJsonPath('data.name', 'Олена')
        ->assertJsonPath('data.phone', '+38050 ••• ••67')
        ->assertJsonPath('data.address', null)
        ->assertJsonPath('data.comment', null)
        ->assertJsonPath('data.number', $order->number);

    expect($response->getContent())->not->toContain('Коваль')->not->toContain('380501234567')->not->toContain('Ярославів');
})->with(['ua', 'en']);

it('shows everything to the signed-in customer who placed it, by token or number', function () {
    $owner = Customer::query()->firstOrCreate(['phone' => '380501234567'], ['name' => 'Олена']);
    $token = $owner->createToken('test')->plainTextToken;
    $order = TrackingFixtures::privateOrder($owner);

    foreach ([$order->token, $order->number] as $reference) {
        $this->withToken($token)->getJson("/api/orders/$reference")->assertOk()
            ->assertJsonPath('data.name', 'Олена Коваль')
            ->assertJsonPath('data.phone', '380501234567')
            ->assertJsonPath('data.address.street', 'вул. Ярославів Вал')
            ->assertJsonPath('data.comment', 'Домофон 31');
    }
});

it('masks for another signed-in customer holding the link', function () {
    $order = TrackingFixtures::privateOrder(Customer::query()->firstOrCreate(['phone' => '380501234567'], ['name' => 'Олена']));
    $other = Customer::query()->create(['phone' => '380671112233', 'name' => 'Інший'])->createToken('test')->plainTextToken;

    $this->withToken($other)->getJson("/api/orders/{$order->token}")->assertOk()
        ->assertJsonPath('data.phone', '+38050 ••• ••67')->assertJsonPath('data.address', null);
});

it('answers the masked order as docs/openapi.yaml describes it', function () {
    $order = TrackingFixtures::privateOrder();

    OpenApi::document()->assertResponse($this->getJson("/api/orders/{$order->token}")->assertOk(), 'GET', "/api/orders/{$order->token}");
});

it('shows the storefront\'s order page of the cookie the region only, no street address, to a guest', function () {
    $order = TrackingFixtures::privateOrder();

    $this->withUnencryptedCookie('order_id', $order->token)->get('/en/checkout/success')->assertOk()
        ->assertInertia(fn (\Inertia\Testing\AssertableInertia $page) => $page->where('order.address', null)->where('order.phone', '+38050 ••• ••67'));
});
