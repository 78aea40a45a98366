<?php

use App\Models\Delivery;
use App\Models\Region;
use Carbon\CarbonImmutable;
use Tests\Feature\Couriers\CourierFixtures as Couriers;
use Tests\Feature\Staff\StaffFixtures as Staff;

// The customer sees the courier once they picked the order up: first name, the pick-up and the expected arrival (the
// order's one promise, eta_at: EtaPromise), in the tracking page and its feed. Never the full name or phone.

beforeEach(function () {
    $this->restaurant = Staff::restaurant();
    $this->region = Region::factory()->create(['restaurant_id' => $this->restaurant->id, 'eta_minutes' => 40]);
    $this->courier = Couriers::courier($this->restaurant, attributes: ['name' => 'Олег Петренко', 'email' => 'oleh.petrenko@staff.test']);
    $this->order = Couriers::order($this->restaurant, attributes: ['region_id' => $this->region->id, 'eta_at' => CarbonImmutable::parse('2026-06-10 12:45', 'Europe/Kyiv')]);
});

it('shows no courier before the pick-up, then the first name, the pick-up and the expected arrival', function () {
    $this->travelTo(CarbonImmutable::parse('2026-06-10 12:00', 'Europe/Kyiv'));
    Staff::signIn($this->courier);
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/orders/{$this->order->number}/take")->assertOk();

    $before = Couriers::courierTrackingFeed($this->order->token)->assertOk()->assertJsonPath('tracking.courier', null);
    $etag = $before->headers->get('ETag');

    $this->withHeaders(Staff::json())->postJson('/staff/deliveries/'.Delivery::query()->sole()->id.'/picked-up')->assertOk();

    $after = Couriers::courierTrackingFeed($this->order->token, '/en', $etag)->assertOk()
        ->assertJsonPath('tracking.courier', [
            'first_name' => 'Олег',
            'picked_up_at' => '2026-06-10T12:00:00+03:00',
            // Picked up at 12:00, 40 minutes away: the promise of 12:45 stands (an early pick-up does not move it).
            'expected_at' => '2026-06-10T12:45:00+03:00',
            'delivered_at' => null,
        ])
        ->assertJsonPath('tracking.status', 'on_the_way');
    expect($after->getContent())->not->toContain('Петренко')->not->toContain('oleh.petrenko')->not->toContain('Олег Петренко');
    $this->get("/track/{$this->order->token}")->assertOk()->assertInertia(fn ($page) => $page->where('tracking.courier.first_name', 'Олег'));

    $this->travelTo(CarbonImmutable::parse('2026-06-10 12:31', 'Europe/Kyiv'));
    $this->withHeaders(Staff::json())->postJson('/staff/deliveries/'.Delivery::query()->sole()->id.'/delivered', ['cash' => 50000])->assertOk();
    Couriers::courierTrackingFeed($this->order->token)->assertOk()->assertJsonPath('tracking.courier.delivered_at', '2026-06-10T12:31:00+03:00')->assertJsonPath('tracking.status', 'completed');
});

it('shows no courier after a failed run until the next courier picks it up', function () {
    Staff::signIn($this->courier);
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/orders/{$this->order->number}/take")->assertOk();
    $delivery = Delivery::query()->sole();
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/{$delivery->id}/picked-up")->assertOk();
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/{$delivery->id}/failed", ['reason' => 'Не відповідає'])->assertOk();

    Couriers::courierTrackingFeed($this->order->token)->assertOk()->assertJsonPath('tracking.courier', null);
});

it('never shows a courier on a pickup order', function () {
    $pickup = Staff::pickup(\App\Shop\Ordering\OrderStatus::ReadyForPickup, ['restaurant_id' => $this->restaurant->id]);

    Couriers::courierTrackingFeed($pickup->token)->assertOk()->assertJsonPath('tracking.courier', null);
});
