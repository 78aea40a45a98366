<?php

namespace Tests\Feature\Couriers;

use App\Models\CourierShift;
use App\Models\Order;
use App\Models\Restaurant;
use App\Models\StaffMember;
use App\Shop\Ordering\OrderStatus;
use App\Staff\StaffRole;
use Tests\Feature\Staff\StaffFixtures as Staff;

/** Couriers bound to restaurants, on shift or not, and delivery orders of those restaurants. */
final class CourierFixtures
{
    /** A courier of these restaurants, on shift at the first one unless told otherwise. */
    public static function courier(Restaurant $restaurant, bool $onShift = true, array $attributes = [], Restaurant ...$more): StaffMember
    {
        $courier = Staff::member(StaffRole::Courier, $attributes);
        $courier->restaurants()->attach([$restaurant->id, ...array_map(fn (Restaurant $r) => $r->id, $more)]);
        if ($onShift) {
            CourierShift::query()->create(['staff_member_id' => $courier->id, 'restaurant_id' => $restaurant->id, 'started_at' => now()]);
        }

        return $courier;
    }

    /** A cooking cash delivery of the restaurant (total 500 грн, change from 1000 грн, a 20 грн tip). */
    public static function order(Restaurant $restaurant, OrderStatus $status = OrderStatus::Cooking, array $attributes = []): Order
    {
        return Staff::order($status, $attributes + [
            'restaurant_id' => $restaurant->id,
            'name' => 'Олена Коваль',
            'address' => ['street' => 'Хрещатик', 'house' => '22', 'entrance' => '3', 'floor' => '5', 'apartment' => '41', 'comment' => 'Домофон не працює'],
            'change_from' => 100000,
            'tip' => 2000,
            'persons' => 3,
        ]);
    }
}
