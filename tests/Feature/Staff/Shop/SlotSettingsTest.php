<?php

use App\Models\ShopSetting;
use App\Models\StaffAuditEntry;
use App\Shop\Ordering\SlotSettings;
use App\Staff\StaffRole;
use Illuminate\Support\Str;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\Shop\ShopFixtures as Shop;
use Tests\Feature\Staff\StaffFixtures as Staff;

// The checkout's slot step, lead time and capacity: configured by default, changed by a manager without a deploy,
// validated in both languages, audited, followed by the checkout at once.

beforeEach(function () {
    seedShop();
    \Tests\Support\TestCache::flush();
    config(['shop.ordering.slots.step_minutes' => 30, 'shop.ordering.slots.lead_minutes' => 60, 'shop.ordering.slots.capacity' => 5]);
    $this->travelTo(Fx::noon());
});

it('applies the configured step, lead time and capacity while nothing is stored', function () {
    Staff::signIn(StaffRole::Manager);

    expect(array_slice(Shop::podilSlotTimes(), 0, 3))->toBe(['13:00', '13:30', '14:00']);
    $this->get('/staff/shop')->assertInertia(fn ($page) => $page->where('slots', ['step_minutes' => 30, 'lead_minutes' => 60, 'capacity' => 5])->etc());
    expect(app(SlotSettings::class)->capacity())->toBe(5)->and(ShopSetting::query()->find(SlotSettings::KEY))->toBeNull();
});

it('changes the slots the checkout offers at once when a manager saves a step and lead time', function () {
    Staff::signIn(StaffRole::Manager);
    expect(array_slice(Shop::podilSlotTimes(), 0, 2))->toBe(['13:00', '13:30']);

    Shop::post('/staff/shop/slots', ['step_minutes' => 15, 'lead_minutes' => 120, 'capacity' => 8])->assertRedirect()->assertSessionHasNoErrors();

    expect(array_slice(Shop::podilSlotTimes(), 0, 3))->toBe(['14:00', '14:15', '14:30']);
    $this->getJson('/checkout/slots?order_type=pickup&restaurant_id='.Fx::restaurant()->id)->assertJsonPath('data.lead_minutes', 120);
    $this->get('/staff/shop')->assertInertia(fn ($page) => $page->where('slots', ['step_minutes' => 15, 'lead_minutes' => 120, 'capacity' => 8])->etc());
    $entry = StaffAuditEntry::query()->where('action', 'shop.slots')->sole();
    expect($entry->before)->toBe(['step_minutes' => 30, 'lead_minutes' => 60, 'capacity' => 5])
        ->and($entry->after)->toBe(['step_minutes' => 15, 'lead_minutes' => 120, 'capacity' => 8]);
});

it('refuses a time sooner than the stored lead time at the checkout, naming it', function () {
    Staff::signIn(StaffRole::Manager);
    Shop::post('/staff/shop/slots', ['step_minutes' => 30, 'lead_minutes' => 120, 'capacity' => 5])->assertRedirect()->assertSessionHasNoErrors();

    $this->postJson('/en/checkout/quote', Fx::pickup(['slot' => Fx::noon()->setTime(13, 30)->toIso8601String()]))
        ->assertOk()->assertJsonPath('data.problems.slot.0', 'This time is too soon: the kitchen needs at least 120 minutes.');
});

it('fills a slot at the capacity a manager stored', function () {
    Staff::signIn(StaffRole::Manager);
    Shop::post('/staff/shop/slots', ['step_minutes' => 30, 'lead_minutes' => 60, 'capacity' => 1])->assertRedirect()->assertSessionHasNoErrors();
    $slot = Fx::noon()->setTime(13, 0)->toIso8601String();

    $this->postJson('/checkout', Fx::pickup(['slot' => $slot]), ['Idempotency-Key' => (string) Str::uuid()])->assertOk();

    $slots = $this->getJson('/checkout/slots?order_type=pickup&restaurant_id='.Fx::restaurant()->id)->assertOk()->json('data.days.0.slots');
    expect(array_slice(array_map(fn (array $s) => [$s['time'], $s['available']], $slots), 0, 2))->toBe([['13:00', false], ['13:30', true]]);
});

it('records nothing when the saved values are the ones in effect', function () {
    Staff::signIn(StaffRole::Manager);

    Shop::post('/staff/shop/slots', ['step_minutes' => 30, 'lead_minutes' => 60, 'capacity' => 5])->assertRedirect()->assertSessionHasNoErrors();

    expect(StaffAuditEntry::query()->where('action', 'shop.slots')->exists())->toBeFalse()
        ->and(ShopSetting::query()->find(SlotSettings::KEY))->toBeNull();
});

it('refuses values out of range under each field, in both languages, and stores nothing', function (string $prefix, array $messages) {
    Staff::signIn(StaffRole::Manager);

    $response = Shop::post($prefix.'/staff/shop/slots', ['step_minutes' => 25, 'lead_minutes' => 241, 'capacity' => 0])->assertRedirect();

    foreach ($messages as $field => $message) {
        $response->assertSessionHasErrors([$field => $message]);
    }
    expect(ShopSetting::query()->find(SlotSettings::KEY))->toBeNull()->and(array_slice(Shop::podilSlotTimes(), 0, 2))->toBe(['13:00', '13:30']);
})->with([
    'uk' => ['', [
        'step_minutes' => 'Оберіть крок 10, 15, 20, 30, 45, 60, 90, 120 хвилин.',
        'lead_minutes' => 'Поле час на підготовку має бути між 0 і 240.',
        'capacity' => 'Поле замовлень на слот має бути між 1 і 500.',
    ]],
    'en' => ['/en', [
        'step_minutes' => 'Choose a step of 10, 15, 20, 30, 45, 60, 90, 120 minutes.',
        'lead_minutes' => 'The lead time field must be between 0 and 240.',
        'capacity' => 'The orders per slot field must be between 1 and 500.',
    ]],
]);

it('refuses missing, fractional and text values', function () {
    Staff::signIn(StaffRole::Manager);

    Shop::post('/en/staff/shop/slots', ['step_minutes' => '30.5', 'lead_minutes' => 'soon'])->assertRedirect()
        ->assertSessionHasErrors(['step_minutes', 'lead_minutes', 'capacity']);
    expect(ShopSetting::query()->find(SlotSettings::KEY))->toBeNull();
});

it('keeps the slot settings from operators and kitchen staff', function (StaffRole $role) {
    Staff::signIn($role);

    Shop::post('/staff/shop/slots', ['step_minutes' => 15, 'lead_minutes' => 0, 'capacity' => 1])->assertForbidden();
    expect(ShopSetting::query()->find(SlotSettings::KEY))->toBeNull();
})->with([StaffRole::Operator, StaffRole::Kitchen]);
