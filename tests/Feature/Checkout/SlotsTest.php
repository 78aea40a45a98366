<?php

use App\Models\Order;
use App\Models\Restaurant;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\Slots;
use Carbon\CarbonImmutable;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;

// Slots from a kitchen's opening hours in Europe/Kyiv: lead time, capacity, closed days, midnight, DST.

beforeEach(fn () => seedShop());

it('offers times every 30 minutes from half an hour after opening until closing, in Kyiv time', function () {
    $slots = Fx::slotsOn(Fx::scheduleAt(Fx::restaurant(), '2026-06-09 06:00'), '2026-06-09');

    expect($slots)->toHaveCount(24)
        ->and($slots[0])->toBe(['value' => '2026-06-09T10:30:00+03:00', 'time' => '10:30', 'available' => true])
        ->and(end($slots)['time'])->toBe('22:00');
});

it('lists the days ahead from today, closed days included', function () {
    $days = Fx::scheduleAt(Fx::restaurant(), '2026-06-09 06:00')['days'];

    expect(array_column($days, 'date'))->toBe(['2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14', '2026-06-15']);
});

it('offers nothing on a day the kitchen is closed', function () {
    $kitchen = Restaurant::factory()->create(['hours' => [1 => ['10:00', '22:00'], 2 => ['10:00', '22:00'], 3 => null, 4 => ['10:00', '22:00'], 5 => ['10:00', '22:00'], 6 => ['10:00', '22:00'], 7 => ['10:00', '22:00']]]);

    $wednesday = collect(Fx::scheduleAt($kitchen, '2026-06-09 06:00')['days'])->firstWhere('date', '2026-06-10');

    expect($wednesday)->toBe(['date' => '2026-06-10', 'closed' => true, 'slots' => []]);
});

it('offers a slot only from the lead time on', function () {
    $today = Fx::slotsOn(Fx::scheduleAt(Fx::restaurant(), '2026-06-10 12:00'), '2026-06-10');

    expect($today[0]['time'])->toBe('13:00');
});

it('starts the list at Kyiv\'s date, not the server\'s, after midnight', function () {
    $schedule = app(Slots::class)->schedule(Fx::restaurant(), 45, CarbonImmutable::parse('2026-06-10 21:30', 'UTC'));

    expect($schedule['days'][0]['date'])->toBe('2026-06-11');
});

it('ends a day at midnight when the kitchen closes at 23:59', function () {
    $friday = Fx::slotsOn(Fx::scheduleAt(Fx::restaurant(), '2026-06-12 06:00'), '2026-06-12');

    expect(end($friday)['value'])->toBe('2026-06-12T23:30:00+03:00')
        ->and(array_column($friday, 'time'))->not->toContain('00:00');
});

it('keeps wall-clock times across the spring DST change of 2026-03-29', function () {
    $schedule = Fx::scheduleAt(Fx::restaurant(), '2026-03-28 06:00');

    expect(Fx::slotsOn($schedule, '2026-03-28')[0]['value'])->toBe('2026-03-28T11:30:00+02:00')
        ->and(Fx::slotsOn($schedule, '2026-03-29')[0]['value'])->toBe('2026-03-29T11:30:00+03:00');
});

it('skips the night hour that does not exist on 2026-03-29', function () {
    $times = array_column(Fx::slotsOn(Fx::scheduleAt(Fx::allNightKitchen(), '2026-03-28 23:00'), '2026-03-29'), 'time');

    expect($times)->toContain('02:30', '04:00')
        ->not->toContain('03:00')
        ->not->toContain('03:30')
        ->and($times)->toHaveCount(45);
});

it('lists the repeated night hour of 2026-10-25 once, in order', function () {
    $slots = Fx::slotsOn(Fx::scheduleAt(Fx::allNightKitchen(), '2026-10-24 23:00'), '2026-10-25');
    $instants = array_map(fn (array $s) => CarbonImmutable::parse($s['value'])->getTimestamp(), $slots);

    expect(array_count_values(array_column($slots, 'time'))['03:00'])->toBe(1)
        ->and($slots)->toHaveCount(47)
        ->and($instants)->toBe(array_values(array_unique($instants)))
        ->and(collect($slots)->firstWhere('time', '02:30')['value'])->toBe('2026-10-25T02:30:00+03:00')
        ->and(collect($slots)->firstWhere('time', '04:00')['value'])->toBe('2026-10-25T04:00:00+02:00');
});

it('marks a slot full at its capacity and frees it when an order is cancelled', function () {
    config(['shop.ordering.slots.capacity' => 2]);
    $kitchen = Fx::restaurant();
    $orders = Order::factory()->count(2)->create(['restaurant_id' => $kitchen->id, 'asap' => false, 'slot_at' => Fx::kyiv('2026-06-10 14:00')]);
    $at14 = fn () => collect(Fx::slotsOn(Fx::scheduleAt($kitchen, '2026-06-10 12:00'), '2026-06-10'))->firstWhere('time', '14:00');

    expect($at14()['available'])->toBeFalse();

    $orders[0]->moveTo(OrderStatus::Cancelled);

    expect($at14()['available'])->toBeTrue();
});

it('says why a time cannot be taken', function (string $slot, ?string $reason) {
    config(['shop.ordering.slots.capacity' => 1]);
    Order::factory()->create(['restaurant_id' => Fx::restaurant()->id, 'asap' => false, 'slot_at' => Fx::kyiv('2026-06-10 15:00')]);

    expect(app(Slots::class)->refusal(Fx::restaurant(), Fx::kyiv($slot), Fx::kyiv('2026-06-10 12:00')))->toBe($reason);
})->with([
    'a free slot' => ['2026-06-10 14:30', null],
    'in the past' => ['2026-06-10 11:00', 'past'],
    'within the lead time' => ['2026-06-10 12:30', 'too_soon'],
    'beyond the days offered' => ['2026-06-17 14:00', 'too_far'],
    'the closing time, the last slot offered' => ['2026-06-10 22:00', null],
    'after closing' => ['2026-06-10 22:30', 'closed'],
    'between two slots' => ['2026-06-10 14:10', 'not_a_slot'],
    'full' => ['2026-06-10 15:00', 'full'],
]);

it('offers as soon as possible with the ETA while the kitchen is open', function () {
    expect(Fx::scheduleAt(Fx::restaurant(), '2026-06-10 12:00')['asap'])
        ->toBe(['available' => true, 'eta_minutes' => 45, 'ready_at' => '2026-06-10T12:45:00+03:00', 'busy_minutes' => 0, 'paused_until' => null]);
});

it('offers no as soon as possible while the kitchen is closed', function () {
    expect(Fx::scheduleAt(Fx::restaurant(), '2026-06-10 22:30')['asap']['available'])->toBeFalse();
});

it('answers the times of a delivery region\'s kitchen', function () {
    $this->travelTo(Fx::noon());

    $this->getJson('/api/checkout/slots?order_type=delivery&region_id='.Fx::region()->id)
        ->assertOk()
        ->assertJsonPath('data.timezone', 'Europe/Kyiv')
        ->assertJsonPath('data.asap.eta_minutes', 45)
        ->assertJsonPath('data.days.0.date', '2026-06-10')
        ->assertJsonPath('data.days.0.slots.0.value', '2026-06-10T13:00:00+03:00');
});

it('answers the times of a pickup restaurant with the pickup ETA', function () {
    $this->travelTo(Fx::noon());

    $this->getJson('/api/checkout/slots?order_type=pickup&restaurant_id='.Fx::restaurant()->id)
        ->assertOk()
        ->assertJsonPath('data.asap.eta_minutes', 25);
});

it('refuses times for a region or restaurant that takes no such orders', function (string $query, string $field) {
    $this->getJson('/api/checkout/slots?'.$query)->assertUnprocessable()->assertJsonValidationErrors([$field]);
})->with([
    'an unknown region' => ['order_type=delivery&region_id=99999', 'region_id'],
    'a restaurant without pickup' => [fn () => 'order_type=pickup&restaurant_id='.Fx::restaurant('poznyaky')->id, 'restaurant_id'],
    'no order type' => ['region_id=1', 'order_type'],
    'a region id that is not a number' => ['order_type=delivery&region_id=abc', 'region_id'],
]);
