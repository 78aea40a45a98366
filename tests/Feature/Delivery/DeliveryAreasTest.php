<?php

use App\Models\DeliveryArea;
use App\Models\Product;
use App\Models\Restaurant;
use App\Models\RestaurantStopListEntry;
use App\Shop\Delivery\AreaChoice;
use App\Shop\Delivery\DeliveryAreas;
use Carbon\CarbonImmutable;
use Database\Factories\DeliveryAreaFactory;

// Which area serves a point: priority among overlaps, weekday hours, a paused kitchen, a dish stopped in a kitchen.

beforeEach(function () {
    // Wednesday 2026-06-10 12:00 in Kyiv.
    $this->now = CarbonImmutable::parse('2026-06-10 12:00', 'Europe/Kyiv');
    $this->travelTo($this->now);
    $this->north = Restaurant::factory()->create();
    $this->south = Restaurant::factory()->create();
    // Two overlapping squares: north's around (50.46, 30.52), south's around (50.44, 30.52); both hold (50.45, 30.52).
    $this->low = DeliveryArea::factory()->for($this->north)->around(50.46, 30.52, 0.011)->create(['priority' => 1, 'delivery_fee' => 7000]);
    $this->high = DeliveryArea::factory()->for($this->south)->around(50.44, 30.52, 0.011)->create(['priority' => 5, 'delivery_fee' => 5000]);
    $this->areas = app(DeliveryAreas::class);
});

function chosen(AreaChoice $choice): ?int
{
    return $choice->area?->id;
}

it('keeps the bounding box of the polygon', function () {
    expect($this->low->fresh()->only(['min_lat', 'max_lat', 'min_lng', 'max_lng']))
        ->toEqual(['min_lat' => 50.449, 'max_lat' => 50.471, 'min_lng' => 30.509, 'max_lng' => 30.531]);
});

it('chooses the only area that holds the point, and none outside every area', function () {
    expect(chosen($this->areas->choose(50.465, 30.52, $this->now, $this->now)))->toBe($this->low->id)
        ->and(chosen($this->areas->choose(50.435, 30.52, $this->now, $this->now)))->toBe($this->high->id)
        ->and($this->areas->choose(50.50, 30.52, $this->now, $this->now)->refusal)->toBe(AreaChoice::OUTSIDE);
});

it('lets the higher priority win where areas overlap, whoever was drawn first', function () {
    expect(chosen($this->areas->choose(50.45, 30.52, $this->now, $this->now)))->toBe($this->high->id);

    $this->low->update(['priority' => 9]);

    expect(chosen($this->areas->choose(50.45, 30.52, $this->now, $this->now)))->toBe($this->low->id);
});

it('lets the area drawn first win between equal priorities', function () {
    $this->high->update(['priority' => 1]);

    expect(chosen($this->areas->choose(50.45, 30.52, $this->now, $this->now)))->toBe($this->low->id);
});

it('counts a point on the edge or the corner of an area as inside it', function () {
    expect(chosen($this->areas->choose(50.471, 30.52, $this->now, $this->now)))->toBe($this->low->id)
        ->and(chosen($this->areas->choose(50.471, 30.531, $this->now, $this->now)))->toBe($this->low->id)
        ->and($this->areas->choose(50.4711, 30.52, $this->now, $this->now)->refusal)->toBe(AreaChoice::OUTSIDE);
});

it('does not deliver into a hole of an area, but the area under it still may', function () {
    $this->high->update(['polygon' => DeliveryAreaFactory::square(50.44, 30.52, 0.011, [[50.45, 30.52, 0.002]])]);

    expect(chosen($this->areas->choose(50.45, 30.52, $this->now, $this->now)))->toBe($this->low->id)
        ->and(chosen($this->areas->choose(50.448, 30.52, $this->now, $this->now)))->toBe($this->high->id);

    $this->low->update(['active' => false]);

    expect($this->areas->choose(50.45, 30.52, $this->now, $this->now)->refusal)->toBe(AreaChoice::OUTSIDE);
});

it('skips an area outside its weekday hours, and says closed when none delivers then', function () {
    // Wednesday is ISO weekday 3: the high area delivers only from 18:00 on Wednesdays.
    $this->high->update(['hours' => [3 => ['18:00', '23:00'], 4 => ['10:00', '22:00']]]);

    expect(chosen($this->areas->choose(50.45, 30.52, $this->now, $this->now)))->toBe($this->low->id)
        ->and(chosen($this->areas->choose(50.45, 30.52, $this->now->setTime(19, 0), $this->now)))->toBe($this->high->id)
        ->and(chosen($this->areas->choose(50.435, 30.52, $this->now->setTime(19, 0), $this->now)))->toBe($this->high->id)
        ->and($this->areas->choose(50.435, 30.52, $this->now, $this->now)->refusal)->toBe(AreaChoice::CLOSED)
        // Thursday at noon.
        ->and(chosen($this->areas->choose(50.435, 30.52, $this->now->addDay(), $this->now)))->toBe($this->high->id);
});

it('reads hours past midnight as the night of the day they start', function () {
    // Tuesday 20:00 to 02:00: Wednesday 01:30 is in, Wednesday 02:00 is not; "23:59" runs to midnight.
    $this->high->update(['hours' => [2 => ['20:00', '02:00'], 3 => ['10:00', '23:59']]]);
    $night = $this->now->setTime(1, 30);

    expect(chosen($this->areas->choose(50.435, 30.52, $night, $this->now)))->toBe($this->high->id)
        ->and($this->areas->choose(50.435, 30.52, $night->setTime(2, 0), $this->now)->refusal)->toBe(AreaChoice::CLOSED)
        ->and(chosen($this->areas->choose(50.435, 30.52, $this->now->setTime(23, 59, 30), $this->now)))->toBe($this->high->id);
});

it('passes a paused kitchen over for the next area that holds the point', function () {
    $this->south->update(['paused_until' => $this->now->addHour()]);

    expect(chosen($this->areas->choose(50.45, 30.52, $this->now, $this->now)))->toBe($this->low->id)
        // A slot after the pause ends goes to the area of the higher priority again.
        ->and(chosen($this->areas->choose(50.45, 30.52, $this->now->addHours(2), $this->now)))->toBe($this->high->id)
        // Where no other area holds the point, the paused kitchen's area stays (the checkout names the pause).
        ->and(chosen($this->areas->choose(50.435, 30.52, $this->now, $this->now)))->toBe($this->high->id);
});

it('passes over a kitchen that has a dish of the cart on its stop-list', function () {
    $dish = Product::factory()->create();
    $other = Product::factory()->create();
    RestaurantStopListEntry::query()->create(['restaurant_id' => $this->south->id, 'item_type' => 'product', 'item_id' => $dish->id, 'created_at' => now()]);
    $line = fn (Product $p) => ['index' => 0, 'id' => $p->id, 'orderable' => true, 'modifiers' => []];

    expect(chosen($this->areas->choose(50.45, 30.52, $this->now, $this->now, [$line($dish)])))->toBe($this->low->id)
        ->and(chosen($this->areas->choose(50.45, 30.52, $this->now, $this->now, [$line($other)])))->toBe($this->high->id)
        ->and(chosen($this->areas->choose(50.45, 30.52, $this->now, $this->now)))->toBe($this->high->id);
});

it('knows whether any area is in use', function () {
    expect($this->areas->inUse())->toBeTrue();

    DeliveryArea::query()->update(['active' => false]);

    expect($this->areas->inUse())->toBeFalse();
});
