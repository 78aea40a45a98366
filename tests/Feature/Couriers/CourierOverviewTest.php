<?php

use App\Models\Delivery;
use App\Shop\Ordering\OrderStatus;
use App\Staff\StaffRole;
use Carbon\CarbonImmutable;
use Tests\Feature\Couriers\CourierFixtures as Couriers;
use Tests\Feature\Staff\StaffFixtures as Staff;

// The overview: couriers on shift per restaurant; delivery orders waiting for a courier (since cooking started, or
// since their run failed) for the alarm past SHOP_STAFF_COURIER_ALARM minutes.

it('lists the couriers on shift per restaurant and the orders waiting for a courier since cooking started or their run failed', function () {
    $this->travelTo(CarbonImmutable::parse('2026-06-10 12:00', 'Europe/Kyiv'));
    $restaurant = Staff::restaurant();
    $oleh = Couriers::courier($restaurant, attributes: ['name' => 'Олег Петренко']);
    Couriers::courier($restaurant, onShift: false);
    $operator = Staff::signIn(StaffRole::Operator);
    $cooking = Couriers::order($restaurant, OrderStatus::Accepted);
    $this->withHeaders(Staff::json())->postJson("/staff/orders/{$cooking->number}/move", ['from' => 'accepted', 'to' => 'cooking'])->assertOk();
    $failed = Couriers::order($restaurant);
    $carried = Couriers::order($restaurant);

    $this->travelTo(CarbonImmutable::parse('2026-06-10 12:05', 'Europe/Kyiv'));
    Staff::signIn($oleh);
    foreach ([$failed, $carried] as $order) {
        $this->withHeaders(Staff::json())->postJson("/staff/deliveries/orders/{$order->number}/take")->assertOk();
    }
    $id = Delivery::query()->where('order_id', $failed->id)->sole()->id;
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/$id/failed", ['reason' => 'Не відчинили'])->assertOk();
    Staff::signIn($operator);

    $page = Staff::visit('/staff/overview')->assertOk();
    expect($page->json('props.couriers.alarmMinutes'))->toBe(10)
        ->and($page->json('props.couriers.restaurants'))->toBe([['id' => $restaurant->id, 'couriers' => ['Олег Петренко']]])
        ->and(collect($page->json('props.couriers.waiting'))->keyBy('number')->map(fn ($w) => [$w['since'], $w['failed']])->all())->toBe([
            $cooking->number => ['2026-06-10T12:00:00+03:00', null],
            $failed->number => ['2026-06-10T12:05:00+03:00', ['courier' => 'Олег Петренко', 'reason' => 'Не відчинили']],
        ]);
    $this->withHeaders(Staff::json())->getJson('/staff/overview/feed')->assertOk()->assertJsonPath('couriers.restaurants.0.couriers', ['Олег Петренко']);
});

it('reads the alarm minutes from SHOP_STAFF_COURIER_ALARM (shop.staff.couriers.alarm_minutes)', function () {
    config(['shop.staff.couriers.alarm_minutes' => 25]);
    Staff::signIn(StaffRole::Manager);

    Staff::visit('/staff/overview')->assertJsonPath('props.couriers.alarmMinutes', 25);
});
