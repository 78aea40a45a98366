<?php

use App\Models\Order;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Contract\OpenApi;
use Tests\Support\SeededShop;

// The checkout, order and payment calls answer as docs/openapi.yaml documents them, in both languages.

beforeEach(function () {
    seedShop();
    Mail::fake();
    $this->travelTo(Fx::noon());
});

dataset('answer languages', ['ua', 'en']);

it('documents the quote of a complete form, with promo, bonuses and problems', function (string $language) {
    [, $token] = Fx::customerWithBonuses(90000);
    \App\Models\PromoCode::factory()->expired()->create(['code' => 'OLD']);
    $form = Fx::delivery(['promo_code' => 'OLD', 'bonuses' => 99999, 'items' => [...Fx::items(2), ['id' => 999999, 'quantity' => 1]]]);

    expect(OpenApi::document()->schemaErrors(json_decode(json_encode($form)), 'CheckoutForm'))->toBe([]);
    Fx::documented($this->postJson('/api/checkout/quote', $form, ['Accept-Language' => $language, 'Authorization' => "Bearer $token"])->assertOk(), 'POST', '/api/checkout/quote');
})->with('answer languages');

it('documents the quote of an empty form and its 422', function () {
    Fx::documented($this->postJson('/api/checkout/quote', ['items' => []])->assertOk(), 'POST', '/api/checkout/quote');
    Fx::documented($this->postJson('/api/checkout/quote', ['items' => [['id' => 9, 'quantity' => 0]]])->assertUnprocessable(), 'POST', '/api/checkout/quote');
});

it('documents the times of a kitchen and their 422', function () {
    Fx::documented($this->getJson('/api/checkout/slots?order_type=delivery&region_id='.Fx::region()->id)->assertOk(), 'GET', '/api/checkout/slots');
    Fx::documented($this->getJson('/api/checkout/slots?order_type=pickup&restaurant_id=99999')->assertUnprocessable(), 'GET', '/api/checkout/slots');
});

it('documents a placed order, its replay and a refusal', function (string $language) {
    $key = (string) Str::uuid();
    $headers = ['Idempotency-Key' => $key, 'Accept-Language' => $language];

    Fx::documented($this->postJson('/api/orders', Fx::pickup(), $headers)->assertCreated(), 'POST', '/api/orders');
    Fx::documented($this->postJson('/api/orders', Fx::pickup(), $headers)->assertOk(), 'POST', '/api/orders');
    Fx::documented($this->postJson('/api/orders', Fx::delivery(['items' => []]), ['Idempotency-Key' => (string) Str::uuid()])->assertUnprocessable(), 'POST', '/api/orders');
})->with('answer languages');

it('documents the customer\'s orders and one order, and their 401 and 404', function (string $language) {
    $token = SeededShop::customerToken();
    $number = Order::query()->whereNotNull('customer_id')->value('number');
    $auth = ['Authorization' => "Bearer $token", 'Accept-Language' => $language];

    Fx::documented($this->getJson('/api/orders', $auth)->assertOk(), 'GET', '/api/orders');
    Fx::documented($this->getJson('/api/orders')->assertUnauthorized(), 'GET', '/api/orders');
    Fx::documented($this->getJson("/api/orders/$number", $auth)->assertOk(), 'GET', "/api/orders/$number");
    Fx::documented($this->getJson("/api/orders/$number")->assertNotFound(), 'GET', "/api/orders/$number");
})->with('answer languages');

it('documents paying again, paying offline and a payment check', function () {
    $this->postJson('/api/orders', Fx::pickup(), ['Idempotency-Key' => (string) Str::uuid()])->assertCreated();
    $order = Order::query()->latest('id')->firstOrFail();

    Fx::documented($this->postJson("/api/orders/{$order->token}/payment")->assertOk(), 'POST', "/api/orders/{$order->token}/payment");
    Fx::documented($this->postJson('/api/payments/viva/confirm', ['transaction_id' => (string) Str::uuid(), 'order_code' => $order->latestPayment->order_code])->assertOk(), 'POST', '/api/payments/viva/confirm');
    Fx::documented($this->postJson('/api/payments/viva/confirm', ['transaction_id' => (string) Str::uuid(), 'order_code' => '1234567890123456'])->assertOk(), 'POST', '/api/payments/viva/confirm');
    Fx::documented($this->postJson("/api/orders/{$order->token}/payment-type", ['payment_type' => 'cash'])->assertOk(), 'POST', "/api/orders/{$order->token}/payment-type");
    Fx::documented($this->postJson("/api/orders/{$order->token}/payment")->assertUnprocessable(), 'POST', "/api/orders/{$order->token}/payment");
});

it('documents the webhook handshake and events', function () {
    Fx::documented($this->getJson('/api/payments/viva/webhook')->assertOk(), 'GET', '/api/payments/viva/webhook');
    Fx::documented($this->postJson('/api/payments/viva/webhook', ['EventTypeId' => 1796, 'EventData' => ['TransactionId' => (string) Str::uuid(), 'OrderCode' => 1234567890123456]])->assertOk(), 'POST', '/api/payments/viva/webhook');
    Fx::documented($this->postJson('/api/payments/viva/webhook', [])->assertUnprocessable(), 'POST', '/api/payments/viva/webhook');
});

it('documents an order\'s version by its token and the 404 of anything else', function () {
    $order = Order::factory()->create();

    Fx::documented($this->getJson("/api/orders/{$order->token}/version")->assertOk(), 'GET', "/api/orders/{$order->token}/version");
    Fx::documented($this->getJson('/api/orders/'.str_repeat('Z', 32).'/version')->assertNotFound(), 'GET', '/api/orders/'.str_repeat('Z', 32).'/version');
});
