<?php

namespace Tests\Feature\Tracking;

use App\Models\Customer;
use App\Models\Order;
use App\Models\Restaurant;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Sms\SendSms;
use Illuminate\Support\Facades\Queue;
use Tests\Feature\Staff\StaffFixtures as Staff;

/** Orders as the tracking page, its feed, the order API and the status texts see them. */
final class TrackingFixtures
{
    /** A delivery order of "Олена Коваль", of $customer when given. */
    public static function privateOrder(?Customer $customer = null): Order
    {
        return Staff::order(OrderStatus::Accepted, [
            'customer_id' => $customer?->id, 'name' => 'Олена Коваль', 'phone' => '380501234567',
            'address' => ['street' => 'вул. Ярославів Вал', 'house' => '14', 'apartment' => '31'], 'comment' => 'Домофон 31',
        ]);
    }

    /** The texts queued for the order's phone, in order. @return list<string> */
    public static function textsTo(Order $order): array
    {
        return Queue::pushed(SendSms::class)->filter(fn (SendSms $sms) => $sms->phone === $order->phone)->map(fn (SendSms $sms) => $sms->text)->values()->all();
    }

    /** A delivery order of "Олена Коваль" with one line, in a restaurant with a known phone. */
    public static function trackedOrder(OrderStatus $status = OrderStatus::New, array $attributes = []): Order
    {
        $restaurant = Restaurant::factory()->create(['name' => ['uk' => 'Sunrise Поділ', 'en' => 'Sunrise Podil'], 'phone' => '+380441234501']);

        return Staff::order($status, $attributes + [
            'name' => 'Олена Коваль', 'phone' => '380501234567', 'restaurant_id' => $restaurant->id,
            'address' => ['street' => 'вул. Ярославів Вал', 'house' => '14', 'apartment' => '31'], 'comment' => 'Домофон 31',
        ]);
    }

    public static function trackingFeed(Order $order, ?string $etag = null, string $prefix = ''): \Illuminate\Testing\TestResponse
    {
        return test()->withHeaders(['Accept' => 'application/json'] + ($etag ? ['If-None-Match' => $etag] : []))->get("$prefix/track/{$order->token}/feed");
    }
}
