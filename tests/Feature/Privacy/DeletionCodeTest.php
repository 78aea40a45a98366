<?php

use App\Models\Customer;
use App\Models\Order;
use App\Shop\Customers\OneTimeCodes;
use Database\Seeders\CustomerSeeder;
use Tests\Feature\Contract\OpenApi;
use Tests\Support\FakeSmsSender;
use Tests\Support\SeededShop;
use Tests\Support\SignIn;

// The code that confirms "Delete my account" is a deletion code: its SMS says it deletes the account (uk and en), it
// does not sign in and a sign-in code does not delete, and its resend cooldown is its own, so asking for it right
// after signing in is not refused as a resend of the sign-in code.

beforeEach(function () {
    seedShop();
    $this->sms = FakeSmsSender::install();
    // The send limits live in the cache store (Redis on the PostgreSQL run), shared by the tests of a run.
    app(OneTimeCodes::class)->clearLimits(CustomerSeeder::PHONE, '127.0.0.1');
    app(OneTimeCodes::class)->clearLimits(CustomerSeeder::PHONE, '10.0.0.1');
    // The demo customer's orders are finished: an open one would refuse the deletion before its code is looked at.
    Order::query()->where('phone', CustomerSeeder::PHONE)->whereNotIn('status', ['completed', 'cancelled'])->update(['status' => 'completed']);
    // The real cooldown (the e2e server shortens it): a minute between two codes of one purpose.
    config(['shop.otp.resend_cooldown' => 60]);
});

it('texts a code whose SMS says it deletes the account, in the page\'s language', function (string $prefix, string $locale, string $says, string $never) {
    $token = SeededShop::customerToken();
    $this->withCredentials()->withUnencryptedCookie('auth_token', $token)->postJson("$prefix/account/delete/code")->assertOk();

    $text = (string) $this->sms->lastMessage(CustomerSeeder::PHONE);
    $code = (string) $this->sms->lastCode(CustomerSeeder::PHONE);
    expect($text)->toBe(trans('customers.sms.deletion_code', ['code' => $code, 'minutes' => 5], $locale))
        ->and($text)->toContain($says)
        ->and($text)->not->toContain($never);
})->with([
    'uk' => ['', 'uk', 'ВИДАЛИТЬ ваш акаунт', 'для входу'],
    'en' => ['/en', 'en', 'DELETES your account', 'sign-in'],
]);

it('sends the deletion code right after a sign-in code, then keeps its own cooldown (429 with Retry-After)', function () {
    SignIn::requestCode($this, CustomerSeeder::PHONE, ip: '127.0.0.1')->assertOk();
    $token = SignIn::checkCode($this, CustomerSeeder::PHONE, (string) $this->sms->lastCode(CustomerSeeder::PHONE))->assertOk()->json('token');
    $this->app['auth']->forgetGuards();

    $response = $this->withToken($token)->postJson('/api/account/delete/code', [], ['Accept-Language' => 'en'])->assertOk();
    OpenApi::document()->assertResponse($response, 'POST', '/api/account/delete/code');
    expect($this->sms->countTo(CustomerSeeder::PHONE))->toBe(2);

    $again = $this->withToken($token)->postJson('/api/account/delete/code', [], ['Accept-Language' => 'en'])->assertStatus(429);
    expect((int) $again->headers->get('Retry-After'))->toBeGreaterThan(0)->toBeLessThanOrEqual(60)
        ->and($this->sms->countTo(CustomerSeeder::PHONE))->toBe(2);
    OpenApi::document()->assertResponse($again, 'POST', '/api/account/delete/code');
});

it('does the same through the storefront: a deletion code at once after signing in', function () {
    $token = SeededShop::customerToken();
    SignIn::requestCode($this, CustomerSeeder::PHONE, ip: '127.0.0.1')->assertOk();

    $this->withCredentials()->withUnencryptedCookie('auth_token', $token)->postJson('/en/account/delete/code')->assertOk();
    $this->withCredentials()->withUnencryptedCookie('auth_token', $token)->postJson('/en/account/delete/code')
        ->assertStatus(429)->assertHeader('Retry-After')->assertJsonPath('message', fn (string $m) => str_contains($m, 'Too many attempts'));
});

it('does not delete with a sign-in code, nor sign in with a deletion code', function () {
    $token = SeededShop::customerToken();
    SignIn::requestCode($this, CustomerSeeder::PHONE, ip: '127.0.0.1')->assertOk();
    $signInCode = (string) $this->sms->lastCode(CustomerSeeder::PHONE);

    $this->withToken($token)->postJson('/api/account/delete', ['code' => $signInCode])->assertStatus(422)->assertJsonValidationErrors('code');
    expect(Customer::query()->where('phone', CustomerSeeder::PHONE)->value('deleted_at'))->toBeNull();

    $this->app['auth']->forgetGuards();
    $this->withToken($token)->postJson('/api/account/delete/code')->assertOk();
    $deletionCode = (string) $this->sms->lastCode(CustomerSeeder::PHONE);
    $this->app['auth']->forgetGuards();
    SignIn::checkCode($this, CustomerSeeder::PHONE, $deletionCode)->assertNotFound();
    // Each code still serves its own purpose.
    SignIn::checkCode($this, CustomerSeeder::PHONE, $signInCode)->assertOk();
});

it('answers 401 without a token', function () {
    $this->postJson('/api/account/delete/code')->assertUnauthorized();
    expect($this->sms->countTo(CustomerSeeder::PHONE))->toBe(0);
});
