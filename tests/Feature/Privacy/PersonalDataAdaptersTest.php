<?php

use App\Models\Customer;
use App\Shop\Customers\OneTimeCodes;
use App\ShopApi\Exceptions\UnauthorizedException;
use App\ShopApi\Exceptions\ValidationException;
use App\ShopApi\HttpShopApi;
use App\ShopApi\LocalShopApi;
use App\ShopApi\ShopApi;
use App\ShopApi\ShopContext;
use Illuminate\Support\Facades\Http;
use Tests\Feature\Contract\KernelUpstream;
use Tests\Support\FakeSmsSender;

// The port's personalData() and deleteAccount() answer the same through the embedded backend and over HTTP.

beforeEach(function () {
    seedShop();
    config(['shop.api.url' => 'https://upstream.test', 'shop.api.line_secret' => 'server-side-secret-for-the-tests-0123456789']);
    Http::preventStrayRequests();
});

dataset('privacy adapters', [
    'LocalShopApi' => fn () => app(LocalShopApi::class),
    'HttpShopApi' => function () {
        KernelUpstream::fake($this);

        return app(HttpShopApi::class);
    },
]);

it('exports, refuses a wrong code, then deletes with the right one', function (ShopApi $api) {
    $sms = FakeSmsSender::install();
    $context = app(ShopContext::class);
    // The send limits live in the cache store (Redis on the PostgreSQL run), whose clock the test's travel does not move.
    app(OneTimeCodes::class)->clearLimits('380931112244');
    $api->requestCode('380931112244');
    $context->token = $api->checkCode('380931112244', $sms->lastCode('380931112244'));
    $api->updateProfile('Ilona', 'Adapter', null, null);

    $data = $api->personalData();
    expect($data['profile']['phone'])->toBe('380931112244')->and($data['profile']['name'])->toBe('Ilona');

    // The deletion's own code, asked for right after signing in (its cooldown is not the sign-in code's); its SMS says
    // it deletes the account.
    $api->requestDeletionCode();
    $code = $sms->lastCode('380931112244');
    expect($sms->lastMessage('380931112244'))->toBe(trans('customers.sms.deletion_code', ['code' => $code, 'minutes' => 5], $context->locale));
    expect(fn () => $api->deleteAccount($code === '0000' ? '1111' : '0000'))->toThrow(ValidationException::class);

    $api->deleteAccount($code);
    expect(Customer::query()->where('phone', '380931112244')->exists())->toBeFalse();
    app('auth')->forgetGuards();
    expect(fn () => $api->personalData())->toThrow(UnauthorizedException::class);
})->with('privacy adapters');
