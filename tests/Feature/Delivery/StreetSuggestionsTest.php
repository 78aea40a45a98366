<?php

use App\Shop\Delivery\GeocodedAddress;
use App\Shop\Delivery\Geocoder;
use App\Shop\Delivery\GeocoderUnavailableException;
use Illuminate\Support\Facades\Http;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;

// Street suggestions as the customer types (GET /checkout/streets on the storefront, /api/geocoder/streets on the shop):
// through our server, in the visitor's language, limited per visitor, the provider's key never in the answer.

it('suggests the demo city\'s streets in both languages', function (string $prefix, string $typed, array $streets) {
    $this->getJson("$prefix/checkout/streets?q=".urlencode($typed))->assertOk()->assertExactJson(['data' => ['streets' => $streets, 'available' => true]]);
})->with([
    'uk' => ['', 'хрещ', ['вулиця Хрещатик']],
    'en' => ['/en', 'khresh', ['Khreshchatyk Street']],
]);

it('documents the shop API\'s answer', function () {
    Fx::documented($this->getJson('/api/geocoder/streets?q=Сакса', ['Accept-Language' => 'ua']), 'get', '/api/geocoder/streets');
    expect($this->getJson('/api/geocoder/streets?q=Сакса', ['Accept-Language' => 'ua'])->json('data.streets'))->toBe(['вулиця Саксаганського'])
        ->and($this->getJson('/api/geocoder/streets?q=Сакса', ['Accept-Language' => 'en'])->json('data.streets'))->toBe(['Saksahanskoho Street']);
});

it('answers no names below the least characters, and refuses what is not a street', function () {
    $this->getJson('/checkout/streets?q=Х')->assertOk()->assertJsonPath('data.streets', []);
    $this->getJson('/checkout/streets')->assertStatus(422)->assertJsonValidationErrors('q');
    $this->getJson('/checkout/streets?q='.str_repeat('а', 121))->assertStatus(422)->assertJsonValidationErrors('q');
    $this->getJson('/en/checkout/streets?q[]=x')->assertStatus(422)->assertJsonPath('errors.q.0', 'Type the street (at most 120 characters).');
});

it('says the provider is unavailable instead of failing, and never shows its key', function () {
    config(['shop.delivery.geocoder.driver' => 'visicom', 'shop.delivery.geocoder.visicom.key' => 'the-secret-key']);
    app()->forgetInstance(Geocoder::class);
    Http::fake(['api.visicom.ua/*' => Http::response('down', 503)]);

    $response = $this->getJson('/checkout/streets?q=Хрещ')->assertOk()->assertExactJson(['data' => ['streets' => [], 'available' => false]]);

    expect($response->getContent())->not->toContain('the-secret-key');
});

it('limits the calls per visitor with a 429 and Retry-After', function () {
    config(['shop.rate_limits.geocoder.per_minute' => 2]);
    app()->instance(Geocoder::class, new class implements Geocoder
    {
        public function locate(string $street, string $house, string $locale): ?GeocodedAddress
        {
            throw new GeocoderUnavailableException('not asked');
        }

        public function streets(string $typed, string $locale, int $limit): array
        {
            return [$typed];
        }
    });

    $this->getJson('/checkout/streets?q=Хрещ')->assertOk();
    $this->getJson('/checkout/streets?q=Хреща')->assertOk();
    $this->getJson('/checkout/streets?q=Хрещат')->assertStatus(429)->assertHeader('Retry-After');
    $this->getJson('/checkout/streets?q=Хрещат', ['REMOTE_ADDR' => '203.0.113.9'])->assertOk();
});

it('asks the shop API for the streets when the storefront runs on a remote shop', function () {
    config(['shop.api.url' => 'https://upstream.test', 'shop.api.retries' => 0]);
    Http::preventStrayRequests();
    Http::fake(['upstream.test/*' => Http::response(['data' => ['streets' => ['Khreshchatyk Street'], 'available' => true]])]);

    $answer = Tests\Feature\ShopApi\ShopApiFixtures::httpApi()->streets('Khresh');

    expect($answer)->toBe(['streets' => ['Khreshchatyk Street'], 'available' => true]);
    Http::assertSent(fn (Illuminate\Http\Client\Request $request) => $request->url() === 'https://upstream.test/api/geocoder/streets?q=Khresh');
});
