<?php

use App\Models\Customer;
use App\ShopApi\Exceptions\NotFoundException;
use App\ShopApi\Exceptions\TooManyRequestsException;
use App\ShopApi\Exceptions\UnauthorizedException;
use App\ShopApi\Exceptions\UpstreamException;
use App\ShopApi\Exceptions\ValidationException;
use App\ShopApi\HttpShopApi;
use App\ShopApi\LocalShopApi;
use App\ShopApi\ShopApi;
use App\ShopApi\ShopContext;
use Carbon\CarbonImmutable;
use Database\Seeders\CustomerSeeder;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;
use Tests\Feature\Auth\AuthFixtures;
use Tests\Feature\Contract\KernelUpstream;
use Tests\Support\FakeSmsSender;
use Tests\Support\SeededShop;

// The customer calls of HttpShopApi: what it sends (the X-Line-Header computed on the server, the bearer
// token), how it maps answers, and the whole sign-in against this app's own /api through both adapters.

beforeEach(function () {
    config(['shop.api.url' => 'https://upstream.test', 'shop.api.line_secret' => 'server-side-secret']);
    Http::preventStrayRequests();
});

it('computes the X-Line-Header from the digits, the secret and the Kyiv date', function () {
    $this->travelTo(CarbonImmutable::parse('2026-01-31 23:30', 'Europe/Kyiv'));
    Http::fake(['*' => Http::response(['success' => true])]);

    AuthFixtures::customerHttpApi()->requestCode('380501234567');

    Http::assertSent(fn (Request $r) => $r->url() === 'https://upstream.test/api/via-phone-number'
        && $r['phone'] === '380501234567'
        && $r->header('X-Line-Header') === [hash('sha256', '380501234567server-side-secret31/01/2026')]);
});

it('names the visitor\'s IP for the upstream\'s per-IP limit', function () {
    Http::fake(['*' => Http::response(['success' => true])]);

    AuthFixtures::customerHttpApi()->requestCode('380501234567');

    Http::assertSent(fn (Request $r) => $r->hasHeader('X-Client-Ip'));
});

it('treats an answer without success as an upstream failure', function () {
    Http::fake(['*' => Http::response(['success' => false])]);

    AuthFixtures::customerHttpApi()->requestCode('380501234567');
})->throws(UpstreamException::class);

it('keeps the upstream\'s Retry-After on a 429', function () {
    Http::fake(['*' => Http::response(['message' => 'slow down'], 429, ['Retry-After' => '42'])]);

    try {
        AuthFixtures::customerHttpApi()->requestCode('380501234567');
        $this->fail('No exception');
    } catch (TooManyRequestsException $e) {
        expect($e->retryAfter)->toBe(42);
    }
});

it('maps a code check 404 to NotFoundException and 422 to ValidationException', function (int $status, string $exception) {
    Http::fake(['*' => Http::response(['message' => 'x', 'errors' => ['code' => ['bad']]], $status)]);

    expect(fn () => AuthFixtures::customerHttpApi()->checkCode('380501234567', '1234'))->toThrow($exception);
})->with([[404, NotFoundException::class], [422, ValidationException::class]]);

it('refuses a token that is not a token', function (mixed $token) {
    Http::fake(['*' => Http::response(['token' => $token])]);

    AuthFixtures::customerHttpApi()->checkCode('380501234567', '1234');
})->throws(UpstreamException::class)->with([null, 'short', '<script>alert(1)</script>', 42]);

it('sends the bearer token on account calls', function () {
    Http::fake(['*' => Http::response(['data' => ['name' => 'A', 'surname' => 'B', 'birthday' => null, 'phone' => '380501234567', 'referral_code' => 'X1', 'bonus_balance' => 0]])]);

    AuthFixtures::customerHttpApi('7|secretsecretsecretsecret')->profile();

    Http::assertSent(fn (Request $r) => $r->url() === 'https://upstream.test/api/get-profile' && $r->header('Authorization') === ['Bearer 7|secretsecretsecretsecret']);
});

it('does not call the upstream for an account call without a token', function () {
    Http::fake();

    expect(fn () => AuthFixtures::customerHttpApi()->favorites())->toThrow(UnauthorizedException::class);
    Http::assertNothingSent();
});

it('maps a 401 of the upstream to UnauthorizedException', function () {
    Http::fake(['*' => Http::response(['message' => 'Unauthenticated.'], 401)]);

    AuthFixtures::customerHttpApi('7|secretsecretsecretsecret')->bonuses();
})->throws(UnauthorizedException::class);

it('treats a malformed profile as an upstream failure', function (array $data) {
    Http::fake(['*' => Http::response(['data' => $data])]);

    AuthFixtures::customerHttpApi('7|secretsecretsecretsecret')->profile();
})->throws(UpstreamException::class)->with([
    'no phone' => [['name' => 'A', 'referral_code' => 'X', 'bonus_balance' => 0]],
    'bad birthday' => [['phone' => '1', 'referral_code' => 'X', 'bonus_balance' => 0, 'birthday' => '15.04.1990']],
]);

it('treats a favorites answer that is not a list of ids as an upstream failure', function () {
    Http::fake(['*' => Http::response(['data' => ['1', 'x']])]);

    AuthFixtures::customerHttpApi('7|secretsecretsecretsecret')->favorites();
})->throws(UpstreamException::class);

it('answers null for an unknown referral code', function () {
    Http::fake(['*' => Http::response(['message' => 'no'], 404)]);

    expect(AuthFixtures::customerHttpApi()->referrerId('NOSUCH'))->toBeNull();
});

dataset('customer adapters', [
    'LocalShopApi' => fn () => app(LocalShopApi::class),
    'HttpShopApi' => function () {
        KernelUpstream::fake($this);

        return app(HttpShopApi::class);
    },
]);

it('signs in, reads and updates the profile, keeps favorites and logs out through either adapter', function (ShopApi $api) {
    seedShop();
    $this->travelTo(CarbonImmutable::parse('2026-06-15 12:00', 'Europe/Kyiv'));
    $sms = FakeSmsSender::install();
    $context = app(ShopContext::class);

    $api->requestCode('380931112233');
    $context->token = $api->checkCode('380931112233', $sms->lastCode('380931112233'));

    expect($api->profile()->isComplete())->toBeFalse();
    $profile = $api->updateProfile('Ірина', 'Бондар', '1995-08-20', Customer::query()->where('phone', CustomerSeeder::PHONE)->value('referral_code'));
    expect($profile->name)->toBe('Ірина')->and($profile->birthday)->toBe('1995-08-20')
        ->and(Customer::query()->where('phone', '380931112233')->value('referrer_id'))->toBe(Customer::query()->where('phone', CustomerSeeder::PHONE)->value('id'));

    $id = \App\Models\Product::query()->where('slug', 'set-dragon')->value('id');
    expect($api->mergeFavorites([$id, 999999]))->toBe([$id])
        ->and($api->removeFavorite($id))->toBe([])
        ->and($api->addFavorite($id))->toBe([$id])
        ->and($api->favorites())->toBe([$id])
        ->and($api->bonuses()->balance)->toBe(0)
        ->and($api->referral()->code)->toBe($profile->referralCode);

    $api->logout();
    app('auth')->forgetGuards();
    expect(fn () => $api->profile())->toThrow(UnauthorizedException::class);
})->with('customer adapters');

it('answers the same 422 under name, surname and birthday through either adapter', function (ShopApi $api) {
    app(ShopContext::class)->locale = 'en';
    app(ShopContext::class)->token = SeededShop::customerToken('380931112244');

    try {
        $api->updateProfile(str_repeat('a', 101), '<b>x</b>', '2020-01-01', null);
        $this->fail('No exception');
    } catch (ValidationException $e) {
        expect(array_keys($e->errors))->toBe(['name', 'surname', 'birthday'])
            ->and($e->errors['birthday'][0])->toBe('You must be at least 18 years old.');
    }
})->with('customer adapters');

it('answers the cooldown as TooManyRequestsException through either adapter', function (ShopApi $api) {
    FakeSmsSender::install();
    $api->requestCode('380931112255');

    expect(fn () => $api->requestCode('380931112255'))->toThrow(TooManyRequestsException::class);
})->with('customer adapters');

it('answers a wrong code as NotFoundException through either adapter', function (ShopApi $api) {
    expect(fn () => $api->checkCode('380931112266', '1234'))->toThrow(NotFoundException::class);
})->with('customer adapters');
