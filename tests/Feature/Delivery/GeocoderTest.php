<?php

use App\Shop\Delivery\CachedGeocoder;
use App\Shop\Delivery\GeocodedAddress;
use App\Shop\Delivery\Geocoder;
use App\Shop\Delivery\GeocoderUnavailableException;
use App\Shop\Delivery\SandboxGeocoder;
use App\Shop\Delivery\VisicomGeocoder;
use Illuminate\Cache\ArrayStore;
use Illuminate\Cache\Repository;
use Illuminate\Http\Client\Factory;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;

// The geocoder's drivers: Visicom's Data API against its documented answers (Http::fake), the sandbox's street list,
// the cache, and a provider that is down.

function visicom(): VisicomGeocoder
{
    return new VisicomGeocoder(app(Factory::class), ['base' => 'https://api.visicom.ua', 'key' => 'secret-key', 'city' => 'Київ', 'timeout' => 5]);
}

/** Visicom's answer for one address (categories adr_address): a Feature with the house in properties.name. */
function visicomAddress(string $house = '26', string $street = 'Хрещатик', string $settlement = 'Київ'): array
{
    return [
        'type' => 'Feature', 'id' => 'ADR3K0MXUAGDDG1D1Y',
        'properties' => [
            'name' => $house, 'categories' => 'adr_address', 'country_code' => 'ua', 'country' => 'Україна', 'postal_code' => '01001',
            'street_id' => 'STR3K0MXUAGD', 'lang' => 'uk', 'street' => $street, 'street_type' => 'вул.', 'settlement_id' => 'STL1NQ7EP',
            'settlement' => $settlement, 'settlement_type' => 'місто', 'relevance' => 7.13375,
        ],
        'bbox' => [30.520936, 50.44845, 30.522066, 50.449359],
        'geo_centroid' => ['type' => 'Point', 'coordinates' => [30.521626, 50.448847]],
    ];
}

/** A street (categories adr_street): properties.name and type. */
function visicomStreet(string $name = 'Хрещатик', string $type = 'вул.'): array
{
    return [
        'type' => 'Feature', 'id' => 'STR3K0MXUAGD',
        'properties' => ['name' => $name, 'categories' => 'adr_street', 'country_code' => 'ua', 'country' => 'Україна', 'lang' => 'uk', 'type' => $type, 'settlement' => 'Київ', 'settlement_type' => 'місто', 'settlement_class' => 'city'],
        'bbox' => [30.5193, 50.4419, 30.5281, 50.4536],
        'geo_centroid' => ['type' => 'Point', 'coordinates' => [30.5237, 50.4478]],
    ];
}

it('asks Visicom for the address in the shop\'s city with the key, and reads the house it found', function () {
    Http::fake(['api.visicom.ua/*' => Http::response(['type' => 'FeatureCollection', 'features' => [visicomAddress()]])]);

    $found = visicom()->locate('вул. Хрещатик', '26', 'uk');

    expect($found)->toEqual(new GeocodedAddress(50.448847, 30.521626, 'вул. Хрещатик, 26', true));
    Http::assertSent(fn (Request $request) => str_starts_with($request->url(), 'https://api.visicom.ua/data-api/5.0/uk/geocode.json?')
        && $request['text'] === 'Київ, вул. Хрещатик, 26' && $request['key'] === 'secret-key' && $request['categories'] === 'adr_address,adr_street');
});

it('reads a single Feature (limit 1) as well as a collection, and asks in English for English', function () {
    Http::fake(['api.visicom.ua/*' => Http::response(visicomAddress())]);

    expect(visicom()->locate('Khreshchatyk', '26', 'en')?->precise)->toBeFalse();
    Http::assertSent(fn (Request $request) => str_contains($request->url(), '/data-api/5.0/en/geocode.json'));
});

it('is not sure of another house or only a street', function () {
    Http::fake(['api.visicom.ua/*' => Http::sequence()
        ->push(['type' => 'FeatureCollection', 'features' => [visicomAddress('24')]])
        ->push(['type' => 'FeatureCollection', 'features' => [visicomStreet()]])]);

    expect(visicom()->locate('Хрещатик', '26', 'uk')?->precise)->toBeFalse()
        ->and(visicom()->locate('Хрещатик', '26', 'uk'))->toEqual(new GeocodedAddress(50.4478, 30.5237, 'вул. Хрещатик', false));
});

it('finds nothing in an empty answer or in another city', function () {
    Http::fake(['api.visicom.ua/*' => Http::sequence()->push([])->push(['type' => 'FeatureCollection', 'features' => [visicomAddress(settlement: 'Львів')]])]);

    expect(visicom()->locate('Хрещатик', '26', 'uk'))->toBeNull()
        ->and(visicom()->locate('Хрещатик', '26', 'uk'))->toBeNull();
});

it('suggests the streets Visicom knows in the city', function () {
    Http::fake(['api.visicom.ua/*' => Http::response(['type' => 'FeatureCollection', 'features' => [visicomStreet(), visicomStreet('Хрещатий', 'пров.')]])]);

    expect(visicom()->streets('Хрещ', 'uk', 5))->toBe(['вул. Хрещатик', 'пров. Хрещатий']);
    Http::assertSent(fn (Request $request) => $request['categories'] === 'adr_street' && $request['text'] === 'Київ, Хрещ' && (int) $request['limit'] === 5);
});

it('says the provider is unavailable when it is down, refuses the key or answers nonsense', function (Closure $answer) {
    Http::fake(['api.visicom.ua/*' => $answer]);

    expect(fn () => visicom()->locate('Хрещатик', '26', 'uk'))->toThrow(GeocoderUnavailableException::class);
})->with([
    'a 500' => [fn () => Http::response('oops', 500)],
    'a refused key' => [fn () => Http::response(['error' => 'key'], 403)],
    'a timeout' => [fn () => throw new Illuminate\Http\Client\ConnectionException('timed out')],
    'not JSON' => [fn () => Http::response('<html>', 200)],
]);

it('places a house of the sandbox street list in proportion along its street', function () {
    $sandbox = new SandboxGeocoder(resource_path('geo/kyiv-streets.php'));

    $first = $sandbox->locate('Хрещатик', '1', 'uk');
    $last = $sandbox->locate('вул. Хрещатик', '52', 'en');
    $middle = $sandbox->locate('Khreshchatyk St', '200', 'en');

    expect($first)->toEqual(new GeocodedAddress(50.4535, 30.5281, 'вулиця Хрещатик, 1', true))
        ->and($last)->toEqual(new GeocodedAddress(50.4421, 30.5213, '52 Khreshchatyk Street', true))
        ->and($middle?->precise)->toBeFalse()
        ->and($sandbox->locate('Закревського', '1', 'uk')?->label)->toBe('вулиця Миколи Закревського, 1')
        ->and($sandbox->locate('Неіснуюча', '1', 'uk'))->toBeNull()
        ->and($sandbox->streets('хрещ', 'uk', 5))->toBe(['вулиця Хрещатик'])
        ->and($sandbox->streets('ska', 'en', 3))->toHaveCount(3);
});

it('keeps answers, found or not, and asks again after a failure', function () {
    $calls = 0;
    $inner = new class($calls) implements Geocoder
    {
        public function __construct(public int &$calls) {}

        public function locate(string $street, string $house, string $locale): ?GeocodedAddress
        {
            $this->calls++;
            if ($this->calls === 1) {
                throw new GeocoderUnavailableException('down');
            }

            return $street === 'Хрещатик' ? new GeocodedAddress(50.4488, 30.5216, 'Хрещатик, 26', true) : null;
        }

        public function streets(string $typed, string $locale, int $limit): array
        {
            $this->calls++;

            return ['Хрещатик'];
        }
    };
    $cached = new CachedGeocoder($inner, new Repository(new ArrayStore), 60, 'test');

    expect(fn () => $cached->locate('Хрещатик', '26', 'uk'))->toThrow(GeocoderUnavailableException::class);
    expect($cached->locate('Хрещатик', '26', 'uk')?->lat)->toBe(50.4488)
        ->and($cached->locate(' вул. хрещатик ', '26', 'uk')?->lat)->toBe(50.4488)
        ->and($cached->locate('Інша', '1', 'uk'))->toBeNull()
        ->and($cached->locate('Інша', '1', 'uk'))->toBeNull()
        ->and($cached->streets('хре', 'uk', 5))->toBe(['Хрещатик'])
        ->and($cached->streets('хре', 'uk', 5))->toBe(['Хрещатик'])
        ->and($calls)->toBe(4);
});
