<?php

use App\Models\Modifier;
use App\Models\Restaurant;
use App\Staff\StaffRole;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Feature\Storefront\StorefrontFixtures;

// The per-restaurant stop-list holds on the storefront (the product page names the restaurants, the cart check of the
// chosen restaurant marks the line, the checkout refuses it), and holiday hours reach the opening-hours blocks.

beforeEach(function () {
    seedShop();
    $this->travelTo(Fx::noon());
});

it('marks a line stopped at the chosen restaurant in the cart check, and only there', function () {
    Staff::signIn(StaffRole::Kitchen);
    $podil = Fx::restaurant();
    $other = Restaurant::query()->whereKeyNot($podil->id)->firstOrFail();
    StorefrontFixtures::stopAt('product', Fx::product()->id, $podil->id);

    $this->postJson('/en/cart/check', ['items' => Fx::items(), 'restaurant_id' => $podil->id])->assertOk()
        ->assertJsonPath('data.lines.0.orderable', false)->assertJsonPath('data.lines.0.problems', ['stopped_here'])->assertJsonPath('data.subtotal', 0);
    $this->postJson('/cart/check', ['items' => Fx::items(), 'restaurant_id' => $other->id])->assertOk()->assertJsonPath('data.lines.0.orderable', true);
    $this->postJson('/cart/check', ['items' => Fx::items()])->assertOk()->assertJsonPath('data.lines.0.problems', []);
    // The checkout for that restaurant refuses it.
    $this->postJson('/checkout/quote', Fx::pickup())->assertOk()->assertJsonPath('data.problems', fn ($problems) => isset(((array) $problems)['items.0']));
});

it('prices the checkout without a dish stopped at the chosen kitchen, with one message in the cart\'s words naming it', function (string $prefix, string $pickupWords, string $deliveryWords) {
    Staff::signIn(StaffRole::Kitchen);
    $podil = Fx::restaurant();
    $miso = Fx::product('miso-soup');
    StorefrontFixtures::stopAt('product', $miso->id, $podil->id);
    $items = [...Fx::items(2), ['id' => $miso->id, 'quantity' => 1, 'currentPrice' => $miso->price, 'modifiers' => []]];
    $rolls = Fx::product()->price * 2;
    $name = (string) $miso->translate('name', $prefix === '' ? 'uk' : 'en');

    $pickup = $this->postJson("$prefix/checkout/quote", Fx::pickup(['items' => $items]))->assertOk();
    $pickup->assertJsonPath('data.lines.1.orderable', false)->assertJsonPath('data.lines.0.orderable', true)
        ->assertJsonPath('data.total', $rolls)
        ->assertJsonPath('data.problems', ['items.1' => [str_replace(':name', $name, $pickupWords)]]);

    // The area cooked at the same kitchen: the same line, in the words of a delivery; the minimum order counts without it.
    $delivery = $this->postJson("$prefix/checkout/quote", Fx::delivery(['items' => $items]))->assertOk();
    $delivery->assertJsonPath('data.lines.1.orderable', false)
        ->assertJsonPath('data.problems', ['items.1' => [str_replace(':name', $name, $deliveryWords)]])
        ->assertJsonPath('data.totals.0', ['code' => 'subtotal', 'amount' => $rolls]);

    // Placing it is refused for the same reason, with the same words.
    $this->withHeader('Idempotency-Key', 'stopped-here-'.($prefix === '' ? 'uk' : 'en'))->postJson("$prefix/checkout", Fx::pickup(['items' => $items]))
        ->assertUnprocessable()->assertJsonPath('errors', fn (array $errors) => $errors['items.1'] === [str_replace(':name', $name, $pickupWords)]);
})->with([
    'uk' => ['', 'Страва «:name» зараз недоступна в ресторані «Sunrise Поділ»: приберіть її або оберіть інший пункт самовивозу.', 'Страва «:name» зараз недоступна в ресторані «Sunrise Поділ»: приберіть її або оберіть інший район доставки.'],
    'en' => ['/en', ':name is not available at Sunrise Podil right now: remove it, or choose another pickup point.', ':name is not available at Sunrise Podil right now: remove it, or choose another delivery area.'],
]);

it('marks a line whose modifier is stopped at the chosen restaurant', function () {
    Staff::signIn(StaffRole::Operator);
    $product = Fx::product();
    $modifier = Modifier::query()->whereIn('modifier_group_id', $product->modifierGroups()->pluck('modifier_groups.id'))->firstOrFail();
    StorefrontFixtures::stopAt('modifier', $modifier->id, Fx::restaurant()->id);
    $items = [['id' => $product->id, 'quantity' => 1, 'modifiers' => [['id' => $modifier->id, 'quantity' => 1]]]];

    $this->postJson('/cart/check', ['items' => $items, 'restaurant_id' => Fx::restaurant()->id])->assertOk()
        ->assertJsonPath('data.lines.0.problems', fn (array $problems) => in_array('stopped_here', $problems, true));
});

it('refuses a restaurant that is not an id', function (mixed $restaurant) {
    $this->postJson('/cart/check', ['items' => Fx::items(), 'restaurant_id' => $restaurant])->assertUnprocessable()->assertJsonValidationErrors('restaurant_id');
})->with([0, 'podil', [[1]]]);

it('names the restaurants that stopped a dish on its page, at once after the stop', function () {
    $podil = Fx::restaurant();
    $this->get('/en/product/philadelphia-classic')->assertInertia(fn (Assert $page) => $page->where('product.stopped_at', [])->etc());
    Staff::signIn(StaffRole::Kitchen);

    StorefrontFixtures::stopAt('product', Fx::product()->id, $podil->id);

    $this->get('/en/product/philadelphia-classic')->assertInertia(fn (Assert $page) => $page->where('product.stopped_at', [$podil->id])->etc());
    $this->getJson('/api/products/philadelphia-classic')->assertJsonPath('data.stopped_at', [$podil->id]);
});

it('shows the coming holiday hours in the opening-hours blocks, the restaurant\'s own before those for all', function () {
    $podil = Fx::restaurant();
    $this->get('/contacts')->assertInertia(fn (Assert $page) => $page->where('restaurants.0.holidays', [])->etc());
    Staff::signIn(StaffRole::Operator);
    $hours = fn (array $body) => Staff::send('POST', '/staff/hours', $body, '/staff/notices')->assertStatus(303)->assertSessionHasNoErrors();

    $hours(['restaurant_id' => null, 'date' => '2026-06-12', 'closed' => false, 'opens_at' => '12:00', 'closes_at' => '18:00', 'note' => 'День Конституції']);
    $hours(['restaurant_id' => $podil->id, 'date' => '2026-06-12', 'closed' => true]);
    $hours(['restaurant_id' => null, 'date' => '2026-07-30', 'closed' => true]); // beyond the 14 days shown

    $restaurants = collect(json_decode(json_encode($this->get('/en/contacts')->assertOk()->viewData('page')['props']['restaurants']), true));
    expect($restaurants->firstWhere('id', $podil->id)['holidays'])->toBe([['date' => '2026-06-12', 'open' => null, 'close' => null, 'note' => null]])
        ->and($restaurants->firstWhere('id', '!=', $podil->id)['holidays'])->toBe([['date' => '2026-06-12', 'open' => '12:00', 'close' => '18:00', 'note' => 'День Конституції']]);

    // The checkout's times follow them: that day has no pickup time at Podil.
    $this->getJson('/checkout/slots?order_type=pickup&restaurant_id='.$podil->id)->assertOk()
        ->assertJsonPath('data.days', fn (array $days) => collect($days)->firstWhere('date', '2026-06-12')['slots'] === []);
});

it('shows no holiday that has passed', function () {
    \App\Models\OpeningHoursOverride::query()->create(['restaurant_id' => null, 'date' => '2026-06-09', 'closed' => true]);

    $this->get('/contacts')->assertInertia(fn (Assert $page) => $page->where('restaurants.0.holidays', [])->etc());
});
