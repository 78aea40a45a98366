<?php

namespace Tests\Feature\Account;

use App\Models\Customer;
use App\Models\Order;
use App\Models\Product;
use App\Shop\Ordering\OrderStatus;
use Database\Seeders\CustomerSeeder;

/** Orders of the seeded demo customer with lines of seeded dishes, as the repeat and review tests use them. */
final class PastOrderFixtures
{
    public static function customer(string $phone = CustomerSeeder::PHONE): Customer
    {
        return Customer::query()->firstOrCreate(['phone' => $phone]);
    }

    /**
     * An order of the customer with one line per slug: [slug, quantity, unit price paid (null: today's)].
     *
     * @param  list<array{0: string, 1: int, 2?: int|null}>  $lines
     * @param  array<string, mixed>  $attributes
     */
    public static function order(OrderStatus $status, array $lines, ?Customer $customer = null, array $attributes = []): Order
    {
        $order = Order::factory()->create($attributes + ['status' => $status, 'customer_id' => ($customer ?? self::customer())->id, 'name' => 'Олена']);
        foreach ($lines as $line) {
            $product = Product::query()->where('slug', $line[0])->firstOrFail();
            $price = $line[2] ?? $product->price;
            $order->lines()->create([
                'product_id' => $product->id, 'name' => $product->name, 'slug' => $product->slug, 'image' => $product->image,
                'quantity' => $line[1], 'unit_price' => $price, 'modifiers' => [], 'line_total' => $price * $line[1],
            ]);
        }

        return $order->refresh();
    }
}
