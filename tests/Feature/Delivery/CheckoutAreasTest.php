<?php

use App\Models\DeliveryArea;
use App\Models\Order;
use App\Shop\Delivery\GeocodedAddress;
use App\Shop\Delivery\Geocoder;
use App\Shop\Delivery\GeocoderUnavailableException;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;

// The checkout's quote and placing with delivery areas drawn: the server finds the address's point (the sandbox
// geocoder's street list), the area there chooses the kitchen, fee, minimum and minutes; outside every area a 422 offers
// pickup. Without areas the regions decide (the rest of tests/Feature/Checkout).

beforeEach(function () {
    seedShop();
    Fx::quietNoon();
    // Saksahanskoho 10 (50.4380, 30.5178) and Yaroslaviv Val 14 (50.4507, 30.5117) by the shipped street list: a square
    // of Pechersk around the first, a larger one of Podil holding both, Pechersk's of the higher priority.
    $this->pechersk = DeliveryArea::factory()->for(Fx::restaurant('pechersk'))->around(50.438, 30.518, 0.004)
        ->create(['priority' => 10, 'delivery_fee' => 5000, 'min_order' => 30000, 'free_from' => null, 'eta_minutes' => 40, 'name' => ['uk' => 'Печерськ', 'en' => 'Pechersk']]);
    $this->podil = DeliveryArea::factory()->for(Fx::restaurant('podil'))->around(50.445, 30.515, 0.012)
        ->create(['priority' => 1, 'delivery_fee' => 9000, 'min_order' => 40000, 'free_from' => 200000, 'eta_minutes' => 30, 'name' => ['uk' => 'Поділ', 'en' => 'Podil']]);
});

/** A delivery form to an address, without a region (the areas decide). @return array<string, mixed> */
function toAddress(string $street, string $house, array $overrides = []): array
{
    return Fx::delivery(['street' => $street, 'house' => $house, 'region_id' => null] + $overrides);
}

it('quotes the kitchen, fee, minimum and minutes of the area that holds the address', function () {
    $quote = Fx::quote(form: toAddress('вул. Саксаганського', '10'));

    expect($quote['problems'])->toBe([])
        ->and($quote['delivery']['area'])->toMatchArray([
            'id' => $this->pechersk->id, 'name' => 'Pechersk', 'delivery_fee' => 5000, 'min_order' => 30000, 'eta_minutes' => 40,
            'restaurant' => ['id' => Fx::restaurant('pechersk')->id, 'name' => 'Sunrise Pechersk'],
        ])
        ->and($quote['delivery']['point'])->toBe(['lat' => 50.438042, 'lng' => 30.517752])
        ->and($quote['delivery']['pickup_offered'])->toBeFalse()
        ->and(Fx::totalsOf($quote)['delivery'])->toBe(5000)
        ->and($quote['min_order'])->toBe(30000);
    Fx::documented(test()->postJson('/api/checkout/quote', toAddress('вул. Саксаганського', '10')), 'post', '/api/checkout/quote');
});

it('takes the other area where only it holds the address, and ignores the region the browser names', function () {
    $quote = Fx::quote(form: toAddress('Ярославів Вал', '14', ['region_id' => Fx::region('darnytsia-poznyaky')->id]));

    expect($quote['delivery']['area']['id'])->toBe($this->podil->id)
        ->and(Fx::totalsOf($quote)['delivery'])->toBe(9000)
        ->and($quote['problems'])->toBe([]);
});

it('refuses an address outside every area in both languages, offering pickup, and writes nothing', function (string $language, string $message) {
    $before = Fx::shopState();

    $response = test()->postJson('/api/orders', toAddress('вул. Полярна', '5'), ['Idempotency-Key' => (string) Illuminate\Support\Str::uuid(), 'Accept-Language' => $language]);

    $response->assertStatus(422)->assertJsonPath('errors.street.0', $message);
    expect(Fx::shopState())->toBe($before)
        ->and(Fx::quote(form: toAddress('вул. Полярна', '5'))['delivery'])->toMatchArray(['area' => null, 'refusal' => 'outside', 'pickup_offered' => true]);
})->with([
    'uk' => ['uk', 'На цю адресу ми поки не доставляємо. Замовлення можна забрати в нашому ресторані: оберіть «Самовивіз».'],
    'en' => ['en', 'We do not deliver to this address yet. You can pick the order up from one of our restaurants: choose Pickup.'],
]);

it('places the order with the area\'s kitchen and fee, and keeps its point', function () {
    Fx::placeOrder(toAddress('вул. Саксаганського', '10'))->assertCreated();

    $order = Order::query()->latest('id')->firstOrFail();
    expect($order->restaurant_id)->toBe(Fx::restaurant('pechersk')->id)
        ->and($order->delivery_area_id)->toBe($this->pechersk->id)
        ->and($order->region_id)->toBeNull()
        ->and($order->delivery_fee)->toBe(5000)
        ->and([$order->lat, $order->lng])->toBe([50.438042, 30.517752]);
});

it('asks for a pin when the street is known but not the house, and takes the pin then', function () {
    $quote = Fx::quote(form: toAddress('вул. Саксаганського', '999'));
    expect($quote['problems'])->toHaveKey('house')
        ->and($quote['delivery'])->toMatchArray(['needs_pin' => true, 'refusal' => 'imprecise', 'area' => null]);

    Fx::placeOrder(toAddress('вул. Саксаганського', '999', ['lat' => 50.4501, 'lng' => 30.5102]))->assertCreated();

    $order = Order::query()->latest('id')->firstOrFail();
    expect($order->delivery_area_id)->toBe($this->podil->id)
        ->and([$order->lat, $order->lng])->toBe([50.4501, 30.5102]);
});

it('never lets a pin move an address the geocoder found', function () {
    // The pin sits in Podil's area only; the house was found in Pechersk's.
    $quote = Fx::quote(form: toAddress('вул. Саксаганського', '10', ['lat' => 50.455, 'lng' => 30.51]));

    expect($quote['delivery']['area']['id'])->toBe($this->pechersk->id)
        ->and($quote['delivery']['pinned'])->toBeFalse();
});

it('says the address is unknown and asks for a pin', function () {
    $quote = Fx::quote(form: toAddress('вулиця Неіснуюча', '1'));

    expect($quote['problems']['street'])->toBe(['We could not find this address. Check the street and the house, or place a pin on the map.'])
        ->and($quote['delivery']['needs_pin'])->toBeTrue();
});

it('answers a clear message and the pin when the geocoding provider is down, never a 500', function () {
    app()->instance(Geocoder::class, new class implements Geocoder
    {
        public function locate(string $street, string $house, string $locale): ?GeocodedAddress
        {
            throw new GeocoderUnavailableException('down');
        }

        public function streets(string $typed, string $locale, int $limit): array
        {
            throw new GeocoderUnavailableException('down');
        }
    });

    $quote = Fx::quote(form: toAddress('вул. Саксаганського', '10'));
    expect($quote['problems']['street'])->toBe(['We cannot check addresses right now. Place a pin on the map, or try again in a minute.'])
        ->and($quote['delivery'])->toMatchArray(['needs_pin' => true, 'refusal' => 'unavailable']);

    Fx::placeOrder(toAddress('вул. Саксаганського', '10'))->assertStatus(422)->assertJsonValidationErrors('street');
    Fx::placeOrder(toAddress('вул. Саксаганського', '10', ['lat' => 50.438, 'lng' => 30.518]))->assertCreated();
    expect(Order::query()->latest('id')->value('delivery_area_id'))->toBe($this->pechersk->id);
});

it('passes a paused kitchen over for the next area that holds the address', function () {
    Fx::restaurant('pechersk')->update(['paused_until' => now()->addHour()]);

    $quote = Fx::quote(form: toAddress('вул. Саксаганського', '10'));

    expect($quote['delivery']['area']['id'])->toBe($this->podil->id)
        ->and(Fx::totalsOf($quote)['delivery'])->toBe(9000)
        ->and($quote['problems'])->toBe([]);
});

it('says the area does not deliver at that time and offers pickup', function () {
    $this->pechersk->update(['hours' => [3 => ['18:00', '22:00']]]);
    $this->podil->update(['active' => false]);

    $quote = Fx::quote(form: toAddress('вул. Саксаганського', '10'));

    expect($quote['problems']['slot'])->toBe(['We do not deliver to this address at this time. Choose another time, or pick the order up yourself.'])
        ->and($quote['delivery'])->toMatchArray(['refusal' => 'closed', 'pickup_offered' => true]);
});

it('refuses a pin that is not a point', function (array $pin, string $field) {
    $before = Fx::shopState();

    Fx::placeOrder(toAddress('вул. Саксаганського', '999', $pin))->assertStatus(422)->assertJsonPath("errors.$field.0", 'Place the pin on the map again.');
    expect(Fx::shopState())->toBe($before);
})->with([
    'a latitude past the pole' => [['lat' => 91, 'lng' => 30.5], 'lat'],
    'text' => [['lat' => 'north', 'lng' => 30.5], 'lat'],
    'half a pin' => [['lat' => 50.45], 'lng'],
]);

it('keeps the regions when no area is active, and asks for one when none is named', function () {
    DeliveryArea::query()->update(['active' => false]);

    $quote = Fx::quote(form: Fx::delivery());
    expect($quote['delivery'])->toBeNull()
        ->and(Fx::totalsOf($quote)['delivery'])->toBe(6000);

    Fx::placeOrder(toAddress('вул. Саксаганського', '10'))->assertStatus(422)->assertJsonPath('errors.region_id.0', 'Choose your delivery area.');
    Fx::placeOrder(Fx::delivery())->assertCreated();
    expect(Order::query()->latest('id')->first()?->only(['delivery_area_id', 'lat', 'lng']))->toBe(['delivery_area_id' => null, 'lat' => null, 'lng' => null]);
});
