<?php

use Tests\Support\SeededShop;

beforeEach(fn () => seedShop());

it('answers the spec dictionary calls with their fields', function () {
    $this->getJson('/api/get-options')->assertOk()->assertJsonStructure(['settings' => ['phone', 'email_admin']]);
    $this->getJson('/api/important-update-date')->assertOk()->assertJsonStructure(['options' => ['alert_message', 'alert_popup_message']]);
    $this->getJson('/api/dictionaries/social-and-messenger')->assertOk()->assertJsonCount(4, 'data');
    $this->getJson('/api/get-regions')->assertOk()->assertJsonStructure(['data' => [['id', 'slug', 'name', 'min_order', 'delivery_fee', 'free_from', 'eta_minutes']]]);
    $this->getJson('/api/get-restaurants')->assertOk()->assertJsonCount(3, 'data')->assertJsonCount(7, 'data.0.hours');
    $this->getJson('/api/dictionaries/payment-types')->assertOk()->assertJsonCount(3, 'data');
    $this->getJson('/api/dictionaries/order-types')->assertOk()->assertJsonCount(2, 'data');
    $this->getJson('/api/get-categories-without-products')->assertOk()->assertJsonCount(10, 'data')->assertJsonMissingPath('data.0.products');
});

it('answers in the Accept-Language of the call, ua and uk meaning Ukrainian', function (string $header, string $name) {
    $this->getJson('/api/get-categories-without-products', ['Accept-Language' => $header])
        ->assertOk()
        ->assertJsonPath('data.1.name', $name);
})->with([
    ['ua', 'Роли'],
    ['uk', 'Роли'],
    ['en', 'Rolls'],
    ['en-US,en;q=0.9', 'Rolls'],
    ['xx-garbage', 'Роли'],
]);

it('sends ETag and Cache-Control and answers 304 to a matching If-None-Match', function () {
    $response = $this->getJson('/api/get-regions')->assertOk()->assertHeader('ETag');
    expect($response->headers->get('Cache-Control'))->toContain('public')->toContain('max-age=60');

    $this->getJson('/api/get-regions', ['If-None-Match' => $response->headers->get('ETag')])->assertStatus(304);
});

it('answers 404 as JSON for unknown slugs and paths', function () {
    $this->getJson('/api/products/no-such-roll')->assertNotFound()->assertExactJson(['message' => 'Not found.']);
    $this->get('/api/no-such-call')->assertNotFound()->assertJson(['message' => 'Not found.']);
});

it('rejects an id list over 100 or ids of the wrong type with 422', function () {
    $this->getJson('/api/products?ids='.implode(',', range(1, 101)))->assertStatus(422)->assertJsonValidationErrors('ids');
    $this->getJson('/api/products?ids=1,abc')->assertStatus(422)->assertJsonValidationErrors('ids.1');
    [$first, $second] = [SeededShop::productId('set-sunrise'), SeededShop::productId('set-philadelphia')];
    $this->getJson("/api/products?ids=$second,$first,999999")->assertOk()->assertJsonCount(2, 'data')->assertJsonPath('data.0.id', $second);
});
