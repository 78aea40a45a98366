<?php

use App\Models\Restaurant;
use App\Models\StaffAuditEntry;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Cache;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\Shop\ShopFixtures as Shop;
use Tests\Feature\Staff\StaffFixtures as Staff;

// Restaurants and their weekly hours for managers: validation in both languages, who may change them, the audit trail,
// the storefront and the checkout's slots following a change at once, unrelated cached answers staying warm.

beforeEach(function () {
    seedShop();
    \Tests\Support\TestCache::flush();
    $this->travelTo(Fx::noon());
});

it('lets a manager open the restaurants, regions and settings page and a restaurant\'s form', function () {
    Staff::signIn(StaffRole::Manager);

    Staff::visit('/en/staff/shop')->assertOk()->assertJsonPath('component', 'staff/shop/index')
        ->assertJsonPath('props.restaurants.0.name', 'Sunrise Podil')
        ->assertJsonPath('props.slots.capacity', (int) config('shop.ordering.slots.capacity'));
    Staff::visit('/staff/shop/restaurants/'.Fx::restaurant()->id.'/edit')->assertOk()->assertJsonPath('component', 'staff/shop/restaurant')
        ->assertJsonPath('props.restaurant.hours.5', ['closed' => false, 'open' => '10:00', 'close' => '23:59']);
});

it('refuses the restaurants to operators and kitchen staff', function (StaffRole $role) {
    Staff::signIn($role);
    $podil = Fx::restaurant();

    Staff::visit('/staff/shop')->assertForbidden();
    Staff::visit('/staff/shop/restaurants/'.$podil->id.'/edit')->assertForbidden();
    Shop::post('/staff/shop/restaurants/'.$podil->id, Shop::restaurantForm($podil, ['phone' => '+380440000000']))->assertForbidden();
    Shop::post('/staff/shop/restaurants', Shop::newRestaurant())->assertForbidden();

    expect($podil->refresh()->phone)->toBe('+380441234501')->and(Restaurant::query()->where('slug', 'obolon')->exists())->toBeFalse();
})->with([StaffRole::Operator, StaffRole::Kitchen]);

it('sends a signed-out visitor and a signed-out save to the sign-in page, writing nothing', function () {
    $before = Restaurant::query()->count();
    $this->get('/staff/shop')->assertRedirect('/staff/login');
    Shop::post('/staff/shop/restaurants', Shop::newRestaurant())->assertRedirect('/staff/login');
    expect(Restaurant::query()->count())->toBe($before);
});

it('changes a restaurant\'s hours and the checkout\'s slots follow at once', function () {
    Staff::signIn(StaffRole::Manager);
    $podil = Fx::restaurant();
    $this->getJson('/checkout/slots?order_type=pickup&restaurant_id='.$podil->id)->assertOk()->assertJsonPath('data.days.0.slots.0.time', '13:00');
    $hours = Shop::restaurantForm($podil)['hours'];
    $hours[3] = ['closed' => false, 'open' => '12:00', 'close' => '20:00'];

    Shop::post('/staff/shop/restaurants/'.$podil->id, Shop::restaurantForm($podil, ['hours' => $hours]))->assertRedirect()->assertSessionHasNoErrors();
    Staff::visit('/staff/shop/restaurants/'.$podil->id.'/edit')->assertJsonPath('props.restaurant.hours.3', ['closed' => false, 'open' => '12:00', 'close' => '20:00']);

    // Wednesday: opens at 12:00, so the first slot comes later; the last one is the new closing time.
    $days = $this->getJson('/checkout/slots?order_type=pickup&restaurant_id='.$podil->id)->assertOk()->json('data.days.0.slots');
    expect(end($days)['time'])->toBe('20:00');
    expect($podil->refresh()->hours[3] ?? $podil->hours['3'])->toBe(['12:00', '20:00']);
});

it('closes a restaurant for a weekday: no slots that day and "as soon as possible" is closed', function () {
    Staff::signIn(StaffRole::Manager);
    $podil = Fx::restaurant();
    $hours = Shop::restaurantForm($podil)['hours'];
    $hours[3] = ['closed' => true, 'open' => '', 'close' => ''];

    Shop::post('/staff/shop/restaurants/'.$podil->id, Shop::restaurantForm($podil, ['hours' => $hours]))->assertRedirect()->assertSessionHasNoErrors();

    $this->getJson('/checkout/slots?order_type=pickup&restaurant_id='.$podil->id)->assertOk()
        ->assertJsonPath('data.asap.available', false)->assertJsonPath('data.days.0.closed', true)->assertJsonPath('data.days.0.slots', []);
});

it('shows a changed restaurant on the storefront and in the API at once, and keeps the other dictionaries warm', function () {
    Staff::signIn(StaffRole::Manager);
    $podil = Fx::restaurant();
    $this->withHeader('Accept-Language', 'uk')->get('/')->assertOk();
    $this->get('/en')->assertOk();
    $this->getJson('/api/get-restaurants', ['Accept-Language' => 'en'])->assertOk();
    $generation = Cache::get('shopapi:generation');
    expect(Cache::has(Shop::cacheKey('uk', 'restaurants')))->toBeTrue()->and(Cache::has(Shop::cacheKey('en', 'regions')))->toBeTrue();

    Shop::post('/staff/shop/restaurants/'.$podil->id, Shop::restaurantForm($podil, [
        'name' => ['uk' => 'Sunrise Поділ-2', 'en' => 'Sunrise Podil 2'], 'phone' => '+380 44 000 00 01', 'pickup' => false,
    ]))->assertRedirect()->assertSessionHasNoErrors();

    expect(Cache::get('shopapi:generation'))->toBe($generation)
        ->and(Cache::has(Shop::cacheKey('uk', 'restaurants')))->toBeFalse()
        ->and(Cache::has(Shop::cacheKey('en', 'restaurants')))->toBeFalse()
        ->and(Cache::has(Shop::cacheKey('uk', 'regions')))->toBeTrue()
        ->and(Cache::has(Shop::cacheKey('en', 'settings')))->toBeTrue()
        ->and(Cache::has(Shop::cacheKey('en', 'categories')))->toBeTrue();
    $this->getJson('/api/get-restaurants', ['Accept-Language' => 'en'])->assertOk()
        ->assertJsonPath('data.0.name', 'Sunrise Podil 2')->assertJsonPath('data.0.phone', '+380 44 000 00 01')->assertJsonPath('data.0.pickup', false);
    $this->withHeader('Accept-Language', 'uk')->get('/')->assertInertia(fn ($page) => $page->where('restaurants.0.name', 'Sunrise Поділ-2')->etc());
    // Pickup off: the checkout no longer takes pickup from it.
    expect($this->postJson('/en/checkout/quote', Fx::pickup())->assertOk()->json('data.problems.restaurant_id'))->toContain('Pickup is not available at this restaurant.');
});

it('records a restaurant\'s change in the audit trail with before and after', function () {
    $manager = Staff::signIn(StaffRole::Manager);
    $podil = Fx::restaurant();

    Shop::post('/staff/shop/restaurants/'.$podil->id, Shop::restaurantForm($podil, ['phone' => '+380440000002']))->assertRedirect()->assertSessionHasNoErrors();
    Shop::post('/staff/shop/restaurants/'.$podil->id, Shop::restaurantForm($podil->refresh()))->assertRedirect()->assertSessionHasNoErrors();

    $entry = StaffAuditEntry::query()->where('action', 'restaurant.update')->sole();
    expect($entry->staff_member_id)->toBe($manager->id)->and($entry->subject_id)->toBe((string) $podil->id)
        ->and($entry->before['phone'])->toBe('+380441234501')->and($entry->after['phone'])->toBe('+380440000002')
        ->and($entry->after['hours'][1])->toBe(['10:00', '22:00']);
    Staff::visit('/en/staff/audit')->assertOk()->assertJsonPath('props.entries.0.action', 'restaurant.update');
});

it('creates a restaurant that the API lists and regions can be served from', function () {
    Staff::signIn(StaffRole::Manager);
    $this->getJson('/api/get-restaurants')->assertOk()->assertJsonCount(3, 'data');

    $response = Shop::post('/en/staff/shop/restaurants', Shop::newRestaurant())->assertStatus(303)->assertSessionHasNoErrors();

    $obolon = Restaurant::query()->where('slug', 'obolon')->sole();
    $response->assertRedirect('/en/staff/shop/restaurants/'.$obolon->id.'/edit');
    expect(Staff::toast())->toBe('Created.');
    expect([$obolon->lat, $obolon->lng, $obolon->pickup])->toBe([50.501, 30.498, true])
        ->and(StaffAuditEntry::query()->where('action', 'restaurant.create')->sole()->before)->toBeNull();
    $this->getJson('/api/get-restaurants')->assertOk()->assertJsonCount(4, 'data')->assertJsonPath('data.3.hours.0', ['day' => 1, 'open' => '10:00', 'close' => '22:00']);
});

it('refuses bad hours with a message under the day\'s field in both languages', function () {
    Staff::signIn(StaffRole::Manager);
    $podil = Fx::restaurant();
    $hours = Shop::restaurantForm($podil)['hours'];
    $hours[1] = ['closed' => false, 'open' => '22:00', 'close' => '10:00'];
    $hours[2] = ['closed' => false, 'open' => '25:00', 'close' => '22:00'];
    $hours[3] = ['closed' => false, 'open' => '10:00', 'close' => ''];

    $en = Shop::post('/en/staff/shop/restaurants/'.$podil->id, Shop::restaurantForm($podil, ['hours' => $hours]))->assertRedirect();
    expect(array_keys(session('errors')->getBag('default')->messages()))->toEqualCanonicalizing(['hours.1.close', 'hours.2.open', 'hours.3.close'])
        ->and(Shop::error($en, 'hours.1.close'))->toBe('The closing time must be after the opening time on the same day (23:59 closes at midnight).')
        ->and(Shop::error($en, 'hours.2.open'))->toBe('Enter the time as HH:MM, e.g. 10:00 (23:59 closes at midnight).');
    $uk = Shop::post('/staff/shop/restaurants/'.$podil->id, Shop::restaurantForm($podil, ['hours' => $hours]))->assertRedirect();
    // The form keeps its own values: the session (a cookie) carries the messages only, never the whole form back.
    expect(session()->has('_old_input'))->toBeFalse();
    expect(Shop::error($uk, 'hours.1.close'))->toBe('Час закриття має бути пізніше за час відкриття того ж дня (23:59 — закриття опівночі).')
        ->and(Shop::error($uk, 'hours.3.close'))->toBe('Вкажіть час як ГГ:ХХ, наприклад 10:00 (23:59 — закриття опівночі).');

    expect($podil->refresh()->hours[1] ?? $podil->hours['1'])->toBe(['10:00', '22:00'])->and(StaffAuditEntry::query()->count())->toBe(0);
});

it('refuses a bad restaurant with field messages in both languages', function () {
    Staff::signIn(StaffRole::Manager);
    $podil = Fx::restaurant();
    $bad = ['name' => ['uk' => '', 'en' => 'Podil'], 'slug' => 'Bad Slug', 'phone' => 'call us', 'lat' => '91', 'lng' => 'east', 'pickup' => 'maybe'];

    $en = Shop::post('/en/staff/shop/restaurants/'.$podil->id, Shop::restaurantForm($podil, $bad))->assertRedirect()
        ->assertSessionHasErrors(['phone' => 'Enter the phone with digits, e.g. +380 44 123 45 67.'])
        ->assertSessionHasErrors(['lat' => 'The latitude field must be between -90 and 90.'])
        ->assertSessionHasErrors(['slug', 'lng', 'pickup']);
    expect(Shop::error($en, 'name.uk'))->toBe('The name (Ukrainian) field is required.');
    $uk = Shop::post('/staff/shop/restaurants/'.$podil->id, Shop::restaurantForm($podil, $bad))->assertRedirect()
        ->assertSessionHasErrors(['phone' => 'Вкажіть телефон цифрами, наприклад +380 44 123 45 67.']);
    expect(Shop::error($uk, 'name.uk'))->toBe('Поле назва (українською) обов’язкове.');
    Shop::post('/staff/shop/restaurants', Shop::newRestaurant(['slug' => 'podil', 'hours' => [1 => ['closed' => false, 'open' => '10:00', 'close' => '22:00']]]))
        ->assertRedirect()->assertSessionHasErrors(['slug', 'hours']);

    expect($podil->refresh()->name['en'])->toBe('Sunrise Podil')->and(Restaurant::query()->count())->toBe(3);
});

it('answers 404 for a restaurant that does not exist', function () {
    Staff::signIn(StaffRole::Manager);

    Staff::visit('/staff/shop/restaurants/999999/edit')->assertNotFound();
    Shop::post('/staff/shop/restaurants/999999', Shop::newRestaurant())->assertNotFound();
});
