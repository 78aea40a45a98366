<?php

use App\Models\Customer;
use App\Models\Product;
use Database\Seeders\CustomerSeeder;
use Laravel\Sanctum\PersonalAccessToken;
use Symfony\Component\HttpFoundation\Cookie;
use Tests\Support\InertiaPages;
use Tests\Support\SeededShop;

// The account pages (bonuses, favorites, profile, referral) as Inertia pages, and the favorites toggle.

beforeEach(function () {
    seedShop();
    $this->token = SeededShop::customerToken();
});

it('sends guests from each account page to the phone-entry modal of the same language', function (string $path, string $to) {
    $this->get($path)->assertRedirect($to);
})->with([
    ['/account/bonuses', 'http://localhost'],
    ['/en/account/favorites', 'http://localhost/en'],
    ['/account/profile', 'http://localhost'],
    ['/en/account/referral', 'http://localhost/en'],
]);

it('sends a customer with a revoked token to the phone-entry modal and forgets the cookie', function () {
    PersonalAccessToken::findToken($this->token)->delete();

    $this->withUnencryptedCookie('auth_token', $this->token)->get('/account/bonuses')
        ->assertRedirect('http://localhost')
        ->assertCookieExpired('auth_token');
});

it('shows the bonus balance, the ledger with dates and the rules', function (string $locale) {
    $first = $this->withUnencryptedCookie('auth_token', $this->token)->get(($locale === 'en' ? '/en' : '').'/account/bonuses')
        ->assertOk()
        ->assertInertia(fn ($page) => $page->component('account/bonuses')
            ->where('locale', $locale)
            ->missing('bonuses')
            ->has('rules.accrual_percent')
            ->has('rules.max_share_percent')
            ->has('rules.referral_reward')
            ->etc());
    InertiaPages::loadDeferred($first)->assertOk()
        ->assertInertia(fn ($reload) => $reload
            ->where('bonuses.balance', app(\App\Shop\Loyalty\Bonuses::class)->balance(Customer::query()->where('phone', CustomerSeeder::PHONE)->sole()))
            ->where('bonuses.total', \App\Models\BonusTransaction::query()->whereHas('customer', fn ($q) => $q->where('phone', CustomerSeeder::PHONE))->count())
            ->has('bonuses.items.0.created_at')
            ->etc());
})->with(['uk', 'en']);

it('shows the account\'s favorites as product cards', function (string $locale) {
    $names = Product::query()->whereIn('slug', ['set-philadelphia', 'philadelphia-classic'])->get()->map(fn ($p) => $p->translate('name', $locale))->all();

    $this->withUnencryptedCookie('auth_token', $this->token)->get(($locale === 'en' ? '/en' : '').'/account/favorites')
        ->assertOk()
        ->assertInertia(fn ($page) => $page->component('account/favorites')
            ->has('products', 2)
            ->has('favoriteIds', 2)
            ->where('products', fn ($products) => collect($products)->pluck('name')->sort()->values()->all() === collect($names)->sort()->values()->all())
            ->etc());
})->with(['uk', 'en']);

it('shows an empty favorites page for a new customer', function () {
    $this->withUnencryptedCookie('auth_token', SeededShop::customerToken('380661230000'))->get('/account/favorites')
        ->assertOk()
        ->assertInertia(fn ($page) => $page->component('account/favorites')->has('products', 0)->etc());
});

it('shows the profile page with the shared profile', function (string $locale) {
    $this->withUnencryptedCookie('auth_token', $this->token)->get(($locale === 'en' ? '/en' : '').'/account/profile')
        ->assertOk()
        ->assertInertia(fn ($page) => $page->component('account/profile')
            ->where('auth.profile.name', 'Олена')
            ->where('auth.profile.birthday', '1992-05-14')
            ->where('auth.profile.phone', CustomerSeeder::PHONE)
            ->where('limits.min_age', 18)
            ->missing('minAge')
            ->etc());
})->with(['uk', 'en']);

it('bounds the profile birthday by the configured minimum age alone', function () {
    config(['shop.limits.min_age' => 21]);

    $this->withUnencryptedCookie('auth_token', $this->token)->get('/en/account/profile')
        ->assertOk()
        ->assertInertia(fn ($page) => $page->component('account/profile')->where('limits.min_age', 21)->missing('minAge')->etc());
});

it('shows the referral code, the storefront link, friends and rewards', function (string $locale) {
    config(['app.url' => 'https://sunrise.example']);
    $code = Customer::query()->where('phone', CustomerSeeder::PHONE)->value('referral_code');

    $this->withUnencryptedCookie('auth_token', $this->token)->get(($locale === 'en' ? '/en' : '').'/account/referral')
        ->assertOk()
        ->assertInertia(fn ($page) => $page->component('account/referral')
            ->where('referral.code', $code)
            ->where('referral.link', "https://sunrise.example/?referral=$code")
            ->where('referral.friends.0.name', 'Андрій')
            ->where('referral.friends.0.ordered', true)
            ->where('referral.rewards_total', 10000)
            ->etc());
})->with(['uk', 'en']);

it('keeps a header heart in the account when signed in', function (string $locale) {
    $id = Product::query()->where('slug', 'set-dragon')->value('id');

    $this->withCredentials()->withUnencryptedCookie('auth_token', $this->token)
        ->postJson(($locale === 'en' ? '/en' : '').'/account/favorites/toggle', ['id' => $id, 'favorite' => true])
        ->assertOk()->assertJsonCount(3, 'data');
    $this->withCredentials()->withUnencryptedCookie('auth_token', $this->token)
        ->postJson('/account/favorites/toggle', ['id' => $id, 'favorite' => false])
        ->assertOk()->assertJsonCount(2, 'data');
})->with(['uk', 'en']);

it('answers the favorites toggle 401 for a guest and a revoked token', function () {
    $this->postJson('/account/favorites/toggle', ['id' => 1, 'favorite' => true])->assertUnauthorized();

    PersonalAccessToken::findToken($this->token)->delete();
    $response = $this->withCredentials()->withUnencryptedCookie('auth_token', $this->token)
        ->postJson('/account/favorites/toggle', ['id' => 1, 'favorite' => true])->assertUnauthorized();
    $cookie = collect($response->headers->getCookies())->first(fn (Cookie $c) => $c->getName() === 'auth_token');
    expect($cookie->getExpiresTime())->toBeLessThan(time());
});

it('answers the favorites toggle 404 for a product not on the menu', function () {
    $this->withCredentials()->withUnencryptedCookie('auth_token', $this->token)
        ->postJson('/account/favorites/toggle', ['id' => 999999, 'favorite' => true])->assertNotFound();
});

it('refuses a malformed favorites toggle with 422', function (array $body, string $field) {
    $this->withCredentials()->withUnencryptedCookie('auth_token', $this->token)
        ->postJson('/account/favorites/toggle', $body)->assertStatus(422)->assertJsonValidationErrors([$field]);
})->with([
    [['id' => 'x', 'favorite' => true], 'id'],
    [['id' => 0, 'favorite' => true], 'id'],
    [['id' => 5, 'favorite' => 'maybe'], 'favorite'],
    [['favorite' => true], 'id'],
]);
