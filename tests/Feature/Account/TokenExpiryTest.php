<?php

use Carbon\CarbonImmutable;
use Database\Seeders\CustomerSeeder;
use Illuminate\Console\Scheduling\Schedule;
use Laravel\Sanctum\PersonalAccessToken;
use Tests\Feature\Account\AccountFixtures;
use Tests\Support\SeededShop;

// A sign-in token lives as long as the auth_token cookie that carries it (a year): older ones are refused
// everywhere a token is read, and the scheduler prunes them.

beforeEach(function () {
    seedShop();
    $this->travelTo(CarbonImmutable::parse('2026-06-10 12:00', 'Europe/Kyiv'));
});

it('takes the tokens\' lifetime from the auth cookie\'s, in minutes', function () {
    expect(config('sanctum.expiration'))->toBe(intdiv(config('shop.cookies.auth_token.seconds'), 60))
        ->and(config('sanctum.expiration'))->toBe(525600);
});

it('refuses on the API a token issued more than a year ago', function () {
    $token = AccountFixtures::tokenIssued('1 year 1 minute');

    $this->getJson('/api/get-profile', ['Authorization' => "Bearer $token"])->assertUnauthorized();
    $this->getJson('/api/orders', ['Authorization' => "Bearer $token"])->assertUnauthorized();
});

it('still accepts a token issued a minute less than a year ago', function () {
    $token = AccountFixtures::tokenIssued('1 year -1 minute');

    $this->getJson('/api/get-profile', ['Authorization' => "Bearer $token"])->assertOk()->assertJsonPath('data.phone', CustomerSeeder::PHONE);
    $this->getJson('/api/orders', ['Authorization' => "Bearer $token"])->assertOk();
});

it('makes the holder of a year-old auth cookie a guest on the storefront', function (string $prefix) {
    $token = AccountFixtures::tokenIssued('1 year 1 minute');

    $this->withUnencryptedCookie('auth_token', $token)->get("$prefix/menu")->assertOk()
        ->assertInertia(fn ($page) => $page->where('auth.authorized', false)->etc());
    $this->withUnencryptedCookie('auth_token', $token)->get("$prefix/account/orders")->assertRedirect();
})->with(['uk' => '', 'en' => '/en']);

it('refuses a year-old token when placing an order instead of ordering as a guest', function () {
    $token = AccountFixtures::tokenIssued('1 year 1 minute');

    $this->postJson('/api/orders', \Tests\Feature\Checkout\CheckoutFixtures::delivery(), ['Authorization' => "Bearer $token", 'Idempotency-Key' => 'expired-token-order'])
        ->assertUnauthorized();
});

it('prunes expired tokens every day', function () {
    $old = AccountFixtures::tokenIssued('1 year 2 days');
    $fresh = SeededShop::customerToken();
    $event = collect(app(Schedule::class)->events())->first(fn ($e) => str_contains((string) $e->command, 'sanctum:prune-expired'));

    expect($event?->expression)->toBe('0 0 * * *');
    $this->artisan('sanctum:prune-expired', ['--hours' => 24])->assertSuccessful()->run();

    expect(PersonalAccessToken::findToken($old))->toBeNull()
        ->and(PersonalAccessToken::findToken($fresh))->not->toBeNull();
});
