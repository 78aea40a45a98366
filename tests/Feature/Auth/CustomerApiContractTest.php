<?php

use App\Models\Product;
use App\ShopApi\LineHeader;
use Database\Seeders\CustomerSeeder;
use Tests\Feature\Auth\AuthFixtures;
use Tests\Feature\Contract\OpenApi;
use Tests\Support\FakeSmsSender;
use Tests\Support\SeededShop;

// The customer and account answers of the shop API against docs/openapi.yaml.

beforeEach(function () {
    seedShop();
    $this->sms = FakeSmsSender::install();
    $this->auth = ['Authorization' => 'Bearer '.SeededShop::customerToken(), 'Accept-Language' => 'en'];
});

it('documents the sign-in answers', function () {
    $header = fn (string $phone) => [LineHeader::NAME => LineHeader::make($phone, config('shop.api.line_secret'))];

    AuthFixtures::customerApiDocumented($this->postJson('/api/via-phone-number', ['phone' => '380501110000'], $header('380501110000')), 'POST', '/api/via-phone-number', 200);
    AuthFixtures::customerApiDocumented($this->postJson('/api/via-phone-number', ['phone' => '380501110000'], $header('380501110000')), 'POST', '/api/via-phone-number', 429);
    AuthFixtures::customerApiDocumented($this->postJson('/api/via-phone-number', ['phone' => '380501110000'], ['X-Line-Header' => str_repeat('0', 64)]), 'POST', '/api/via-phone-number', 403);
    AuthFixtures::customerApiDocumented($this->postJson('/api/via-phone-number', ['phone' => 'abc'], $header('abc')), 'POST', '/api/via-phone-number', 422);

    AuthFixtures::customerApiDocumented($this->postJson('/api/sms-code-check', ['phone' => '380501110000', 'code' => '12']), 'POST', '/api/sms-code-check', 422);
    $wrong = $this->sms->lastCode('380501110000') === '0000' ? '1111' : '0000';
    AuthFixtures::customerApiDocumented($this->postJson('/api/sms-code-check', ['phone' => '380501110000', 'code' => $wrong]), 'POST', '/api/sms-code-check', 404);
    AuthFixtures::customerApiDocumented($this->postJson('/api/sms-code-check', ['phone' => '380501110000', 'code' => $this->sms->lastCode('380501110000')]), 'POST', '/api/sms-code-check', 200);
});

it('documents the profile answers', function () {
    AuthFixtures::customerApiDocumented($this->getJson('/api/get-profile'), 'GET', '/api/get-profile', 401);
    AuthFixtures::customerApiDocumented($this->getJson('/api/get-profile', $this->auth), 'GET', '/api/get-profile', 200);
    AuthFixtures::customerApiDocumented($this->postJson('/api/update-profile', ['name' => 'Олена', 'surname' => 'Коваль', 'birthday' => null], $this->auth), 'POST', '/api/update-profile', 200);
    AuthFixtures::customerApiDocumented($this->postJson('/api/update-profile', ['name' => '<b>', 'surname' => 'Коваль'], $this->auth), 'POST', '/api/update-profile', 422);
    $code = \App\Models\Customer::query()->where('phone', CustomerSeeder::PHONE)->value('referral_code');
    AuthFixtures::customerApiDocumented($this->getJson("/api/referrers/$code"), 'GET', '/api/referrers/{code}', 200);
    AuthFixtures::customerApiDocumented($this->getJson('/api/referrers/NOPE'), 'GET', '/api/referrers/{code}', 404);
    AuthFixtures::customerApiDocumented($this->postJson('/api/logout', [], $this->auth), 'POST', '/api/logout', 200);
});

it('documents the account answers', function () {
    $id = Product::query()->where('slug', 'set-dragon')->value('id');

    AuthFixtures::customerApiDocumented($this->getJson('/api/referral'), 'GET', '/api/referral', 401);
    AuthFixtures::customerApiDocumented($this->getJson('/api/bonuses', $this->auth), 'GET', '/api/bonuses', 200);
    AuthFixtures::customerApiDocumented($this->getJson('/api/favorites', $this->auth), 'GET', '/api/favorites', 200);
    AuthFixtures::customerApiDocumented($this->putJson("/api/favorites/$id", [], $this->auth), 'PUT', "/api/favorites/$id", 200);
    AuthFixtures::customerApiDocumented($this->putJson('/api/favorites/999999', [], $this->auth), 'PUT', '/api/favorites/999999', 404);
    AuthFixtures::customerApiDocumented($this->deleteJson("/api/favorites/$id", [], $this->auth), 'DELETE', "/api/favorites/$id", 200);
    AuthFixtures::customerApiDocumented($this->putJson('/api/favorites', ['ids' => [$id]], $this->auth), 'PUT', '/api/favorites', 200);
    AuthFixtures::customerApiDocumented($this->putJson('/api/favorites', ['ids' => 'x'], $this->auth), 'PUT', '/api/favorites', 422);
    AuthFixtures::customerApiDocumented($this->getJson('/api/referral', $this->auth), 'GET', '/api/referral', 200);
});
