<?php

namespace Database\Factories;

use App\Models\Order;
use App\Models\Restaurant;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\OrderType;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use Illuminate\Database\Eloquent\Factories\Factory;
use Illuminate\Support\Str;

/**
 * A placed pickup order paid in cash, without lines: tests add lines or statuses as they need.
 * The number follows the id, as placing does.
 *
 * @extends Factory<Order>
 */
class OrderFactory extends Factory
{
    protected $model = Order::class;

    /** @return array<string, mixed> */
    public function definition(): array
    {
        return [
            'token' => Str::random(32),
            'idempotency_key' => (string) Str::uuid(),
            'fingerprint' => str_repeat('0', 64),
            'customer_id' => null,
            'locale' => 'uk',
            'name' => $this->faker->firstName(),
            'phone' => '38067'.$this->faker->numerify('#######'), // a Kyivstar mobile, as sign-in and checkout take
            'order_type' => OrderType::Pickup,
            'region_id' => null,
            'restaurant_id' => Restaurant::factory(),
            'address' => null,
            'asap' => true,
            'slot_at' => null,
            'eta_at' => now()->addMinutes(25),
            'persons' => 2,
            'comment' => null,
            'payment_type' => PaymentType::Cash,
            'change_from' => null,
            'subtotal' => 50000,
            'delivery_fee' => 0,
            'discount' => 0,
            'bonuses_spent' => 0,
            'total' => 50000,
            'totals' => [['code' => 'subtotal', 'amount' => 50000], ['code' => 'total', 'amount' => 50000]],
            'status' => OrderStatus::New,
            'payment_status' => PaymentStatus::Unpaid,
        ];
    }

    public function configure(): static
    {
        return $this->afterCreating(function (Order $order) {
            if ($order->number === null) {
                $order->update(['number' => config('shop.ordering.number_prefix').(config('shop.ordering.number_offset') + $order->id)]);
            }
        });
    }

    /** Paid by card online. */
    public function cardOnline(): static
    {
        return $this->state(['payment_type' => PaymentType::CardOnline]);
    }
}
