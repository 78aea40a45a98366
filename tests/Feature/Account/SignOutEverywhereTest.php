<?php

use App\Models\Customer;
use Database\Seeders\CustomerSeeder;
use Laravel\Sanctum\PersonalAccessToken;
use Symfony\Component\HttpFoundation\Cookie;
use Tests\Feature\Account\AccountFixtures;
use Tests\Feature\Contract\OpenApi;

// "Sign out everywhere": the API revokes every token of the customer, the storefront's route does it for the account
// page's button and forgets this browser's cookie.

beforeEach(function () {
    seedShop();
});

it('revokes every token of the customer through the API and no one else\'s', function () {
    [$phone, $laptop, $stranger] = AccountFixtures::devicesSignedIn();

    $response = $this->postJson('/api/logout-all', [], ['Authorization' => "Bearer $phone", 'Accept-Language' => 'en'])->assertOk()->assertExactJson(['success' => true]);
    OpenApi::document()->assertResponse($response, 'POST', '/api/logout-all');

    expect(AccountFixtures::profileAnswer($phone))->toBe(401)
        ->and(AccountFixtures::profileAnswer($laptop))->toBe(401)
        ->and(AccountFixtures::profileAnswer($stranger))->toBe(200)
        ->and(Customer::query()->where('phone', CustomerSeeder::PHONE)->sole()->tokens()->count())->toBe(0);
});

it('answers 401 to the API without a live token', function (?string $token) {
    $response = $this->postJson('/api/logout-all', [], $token ? ['Authorization' => "Bearer $token"] : [])->assertUnauthorized();
    OpenApi::document()->assertResponse($response, 'POST', '/api/logout-all');
})->with(['no token' => null, 'an unknown token' => '999|'.str_repeat('x', 40)]);

it('signs out every device from the account page\'s route, forgetting this browser\'s cookie', function (string $prefix) {
    [$phone, $laptop, $stranger] = AccountFixtures::devicesSignedIn();

    $response = $this->withCredentials()->withUnencryptedCookie('auth_token', $laptop)->postJson("$prefix/auth/logout-all")->assertNoContent();

    $cookie = collect($response->headers->getCookies())->first(fn (Cookie $c) => $c->getName() === 'auth_token');
    expect($cookie->getExpiresTime())->toBeLessThan(time())
        ->and(PersonalAccessToken::findToken($phone))->toBeNull()
        ->and(PersonalAccessToken::findToken($laptop))->toBeNull()
        ->and(PersonalAccessToken::findToken($stranger))->not->toBeNull();
    // The phone's next page is a guest's.
    $this->withUnencryptedCookie('auth_token', $phone)->get("$prefix/menu")->assertOk()
        ->assertInertia(fn ($page) => $page->where('auth.authorized', false)->etc());
})->with(['uk' => '', 'en' => '/en']);

it('answers 401 to a guest on the storefront\'s route and revokes nothing', function () {
    [$phone] = AccountFixtures::devicesSignedIn();

    $this->withCredentials()->postJson('/auth/logout-all')->assertUnauthorized();

    expect(PersonalAccessToken::findToken($phone))->not->toBeNull();
});

it('answers 401 and forgets the cookie when the shop already revoked the token', function () {
    [$phone] = AccountFixtures::devicesSignedIn();
    PersonalAccessToken::findToken($phone)->delete();

    $response = $this->withCredentials()->withUnencryptedCookie('auth_token', $phone)->postJson('/en/auth/logout-all')->assertUnauthorized();

    expect(collect($response->headers->getCookies())->first(fn (Cookie $c) => $c->getName() === 'auth_token')->getExpiresTime())->toBeLessThan(time());
});

it('has the button\'s words in both languages', function () {
    $uk = json_decode(file_get_contents(resource_path('js/lang/uk.json')), true);
    $en = json_decode(file_get_contents(resource_path('js/lang/en.json')), true);

    expect($uk['profile.logoutEverywhere'])->toBe('Вийти на всіх пристроях')
        ->and($en['profile.logoutEverywhere'])->toBe('Sign out on all devices');
});
