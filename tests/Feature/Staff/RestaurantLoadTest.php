<?php

use App\Models\Order;
use App\Models\StaffAuditEntry;
use App\Shop\Ordering\OrderStatus;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Support\InertiaPages;

// Busy mode and pause from the board: who may set them, what they do to the checkout (ETA, lead time, as soon as
// possible, a refusal with a clear message), the storefront's banner data, the audit trail, and their end on their own.

beforeEach(function () {
    seedShop();
    Mail::fake();
    $this->travelTo(Fx::noon());
    Order::query()->where('restaurant_id', Fx::restaurant()->id)->update(['status' => OrderStatus::Completed]);
});

it('marks a restaurant busy with one tap: back to the board, audited', function (string $prefix) {
    $operator = Staff::signIn(StaffRole::Operator);

    Staff::setBusy(30, '14:00', $prefix)->assertRedirect("$prefix/staff/board")->assertSessionHasNoErrors();

    $restaurant = Fx::restaurant()->refresh();
    expect($restaurant->busy_minutes)->toBe(30)
        ->and($restaurant->busy_until->toIso8601String())->toBe('2026-06-10T11:00:00+00:00');
    $entry = StaffAuditEntry::query()->where('action', 'restaurant.busy')->sole();
    expect($entry->staff_member_id)->toBe($operator->id)
        ->and($entry->subject_id)->toBe((string) $restaurant->id)
        ->and($entry->before)->toBe(['busy_minutes' => null, 'busy_until' => null, 'paused_until' => null])
        ->and($entry->after)->toBe(['busy_minutes' => 30, 'busy_until' => '2026-06-10T14:00:00+03:00', 'paused_until' => null]);

    Staff::visit("$prefix/staff/board")->assertOk()->assertJsonPath('props.load.restaurants.0.busy_minutes', 30)
        ->assertJsonPath('props.load.canChange', true);
})->with(['uk' => [''], 'en' => ['/en']]);

it('flashes the confirmation for the board in the page language', function (string $prefix, string $text) {
    Staff::signIn(StaffRole::Operator);

    Staff::setBusy(15, '13:30', $prefix);

    $this->withHeaders(['X-Inertia' => 'true', 'X-Inertia-Version' => (string) (new \App\Http\Middleware\HandleInertiaRequests)->version(request())])
        ->get("$prefix/staff/board")->assertOk()
        ->assertJsonPath('flash.load', str_replace(':restaurant', Fx::restaurant()->translate('name', $prefix === '' ? 'uk' : 'en'), $text));
})->with([
    'uk' => ['', ':restaurant завантажений: +15 хв до кожного часу до 13:30.'],
    'en' => ['/en', ':restaurant is busy: +15 min on every time until 13:30.'],
]);

it('adds busy minutes to the ETA at checkout and to the slots\' lead time', function () {
    expect(Staff::asapSlots()->json('data.asap.eta_minutes'))->toBe(45)
        ->and(Staff::asapSlots()->json('data.days.0.slots.0.value'))->toBe('2026-06-10T13:00:00+03:00');
    Staff::signIn(StaffRole::Operator);

    Staff::setBusy(30, '14:00')->assertRedirect();

    Staff::asapSlots()->assertJsonPath('data.asap.eta_minutes', 75)
        ->assertJsonPath('data.asap.busy_minutes', 30)
        ->assertJsonPath('data.lead_minutes', 90)
        ->assertJsonPath('data.days.0.slots.0.value', '2026-06-10T13:30:00+03:00');
});

it('ends busy mode on its own at the chosen time, and early when an operator ends it', function () {
    Staff::signIn(StaffRole::Operator);
    Staff::setBusy(45, '12:30')->assertRedirect();
    Staff::asapSlots()->assertJsonPath('data.asap.eta_minutes', 90);

    $this->travelTo(Fx::noon()->addMinutes(30));
    Staff::asapSlots()->assertJsonPath('data.asap.eta_minutes', 45)->assertJsonPath('data.asap.busy_minutes', 0);

    Staff::setBusy(60, '14:00')->assertRedirect();
    $this->from('/staff/board')->delete('/staff/restaurants/'.Fx::restaurant()->id.'/busy')->assertRedirect('/staff/board');
    Staff::asapSlots()->assertJsonPath('data.asap.eta_minutes', 45);
    expect(StaffAuditEntry::query()->where('action', 'restaurant.busy_end')->count())->toBe(1);
});

it('pauses online orders: no as soon as possible, slots from the end of the pause, a clear refusal in both languages', function (string $language, string $message) {
    Staff::signIn(StaffRole::Operator);
    Staff::setPause('13:00')->assertRedirect();

    Staff::asapSlots()->assertJsonPath('data.asap.available', false)
        ->assertJsonPath('data.asap.paused_until', '2026-06-10T13:00:00+03:00')
        ->assertJsonPath('data.days.0.slots.0.value', '2026-06-10T14:00:00+03:00');

    $this->postJson('/api/orders', Fx::delivery(), ['Idempotency-Key' => (string) Str::uuid(), 'Accept-Language' => $language])
        ->assertUnprocessable()->assertJsonPath('errors.slot.0', $message);
    $this->postJson('/api/orders', Fx::delivery(['slot' => '2026-06-10T13:30:00+03:00']), ['Idempotency-Key' => (string) Str::uuid(), 'Accept-Language' => $language])
        ->assertUnprocessable()->assertJsonPath('errors.slot.0', $message);
    $this->postJson('/api/orders', Fx::delivery(['slot' => '2026-06-10T14:00:00+03:00']), ['Idempotency-Key' => (string) Str::uuid()])->assertCreated();
})->with([
    'uk' => ['ua', 'Sunrise Поділ не приймає онлайн-замовлення до 13:00: оберіть час після цього.'],
    'en' => ['en', 'Sunrise Podil is not taking online orders until 13:00: choose a time after it.'],
]);

it('ends a pause on its own at the chosen time, and early when an operator takes orders again', function () {
    Staff::signIn(StaffRole::Operator);
    Staff::setPause('12:30')->assertRedirect();
    Staff::asapSlots()->assertJsonPath('data.asap.available', false);

    $this->travelTo(Fx::noon()->addMinutes(30));
    Staff::asapSlots()->assertJsonPath('data.asap.available', true)->assertJsonPath('data.asap.paused_until', null);

    Staff::setPause('15:00')->assertRedirect();
    $this->from('/staff/board')->delete('/staff/restaurants/'.Fx::restaurant()->id.'/pause')->assertRedirect('/staff/board');
    Staff::asapSlots()->assertJsonPath('data.asap.available', true);
    expect(StaffAuditEntry::query()->where('action', 'restaurant.pause_end')->count())->toBe(1);
});

it('tells the storefront: the restaurants answer carries the state at once, and leaves it out once it ended', function () {
    $restaurants = fn () => collect($this->getJson('/api/get-restaurants')->assertOk()->json('data'))->firstWhere('slug', 'podil');
    expect($restaurants()['paused_until'])->toBeNull();
    Staff::signIn(StaffRole::Operator);

    Staff::setPause('13:00')->assertRedirect();
    $page = $this->get('/menu')->assertOk();
    expect(collect(InertiaPages::htmlPage($page)['props']['restaurants'])->firstWhere('slug', 'podil')['paused_until'])->toBe('2026-06-10T13:00:00+03:00')
        ->and($restaurants()['paused_until'])->toBe('2026-06-10T13:00:00+03:00');

    $this->travelTo(Fx::noon()->addHour());
    expect($restaurants()['paused_until'])->toBeNull();
});

it('lets operators and managers change it, and refuses the kitchen and strangers', function () {
    Staff::signIn(StaffRole::Kitchen);
    Staff::setBusy(15, '13:00')->assertForbidden();
    $this->from('/staff/board')->delete('/staff/restaurants/'.Fx::restaurant()->id.'/pause')->assertForbidden();
    Staff::visit('/staff/board')->assertOk()->assertJsonPath('props.load.canChange', false);

    Staff::signIn(StaffRole::Manager);
    Staff::setPause('13:00')->assertRedirect('/staff/board');
    expect(Fx::restaurant()->refresh()->paused_until)->not->toBeNull();
});

it('refuses a stranger without touching the restaurant', function () {
    $this->put('/staff/restaurants/'.Fx::restaurant()->id.'/busy', ['minutes' => 15, 'until' => '13:00'])->assertRedirect();

    expect(Fx::restaurant()->refresh()->busy_minutes)->toBeNull();
});

it('refuses minutes off the list, a malformed time and a time too far ahead, with messages under the fields', function (array $input, array $fields) {
    Staff::signIn(StaffRole::Operator);

    $this->from('/staff/board')->put('/staff/restaurants/'.Fx::restaurant()->id.'/busy', $input)->assertRedirect('/staff/board')->assertSessionHasErrors($fields);

    expect(Fx::restaurant()->refresh()->busy_minutes)->toBeNull()->and(StaffAuditEntry::query()->count())->toBe(0);
})->with([
    'minutes off the list' => [['minutes' => 20, 'until' => '13:00'], ['minutes']],
    'no minutes' => [['until' => '13:00'], ['minutes']],
    'a malformed time' => [['minutes' => 15, 'until' => '25:99'], ['until']],
    'a list as the time' => [['minutes' => 15, 'until' => ['13:00']], ['until']],
    'beyond the hours allowed' => [['minutes' => 15, 'until' => '11:30'], ['until']],
]);

it('answers 404 for an unknown restaurant', function () {
    Staff::signIn(StaffRole::Operator);

    $this->put('/staff/restaurants/999999/busy', ['minutes' => 15, 'until' => '13:00'])->assertNotFound();
});

it('chooses the next occurrence of a time: later today, or tomorrow once today\'s has passed', function () {
    expect(\App\Http\Requests\Staff\RestaurantPauseRequest::nextOccurrence('18:00')->toIso8601String())->toBe('2026-06-10T15:00:00+00:00')
        ->and(\App\Http\Requests\Staff\RestaurantPauseRequest::nextOccurrence('11:00')->toIso8601String())->toBe('2026-06-11T08:00:00+00:00');
});
