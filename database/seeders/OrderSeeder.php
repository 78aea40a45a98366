<?php

namespace Database\Seeders;

use App\Models\Customer;
use App\Models\Order;
use App\Models\Product;
use App\Models\Region;
use App\Models\Restaurant;
use App\Shop\Catalog\Catalog;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\OrderType;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use Illuminate\Database\Seeder;
use Illuminate\Support\Carbon;
use Illuminate\Support\Str;

/**
 * Demo orders of the demo customer (+380 50 123 45 67): a completed delivery paid by card, a cancelled
 * pickup and a delivery being cooked, priced from the catalog. Runs again without duplicating anything.
 */
class OrderSeeder extends Seeder
{
    public const PHONE = '380501234567';

    public function run(Catalog $catalog): void
    {
        $customer = Customer::query()->firstOrCreate(['phone' => self::PHONE], ['name' => 'Олена', 'surname' => 'Коваль', 'locale' => 'uk']);
        $center = Region::query()->where('slug', 'center')->firstOrFail();
        $podil = Restaurant::query()->where('slug', 'podil')->firstOrFail();

        /** @var list<array{string, int, OrderType, PaymentType, list<array{string, int}>, list<OrderStatus>, list<PaymentStatus>}> $orders */
        $orders = [
            ['seed:olena:order-1', 30, OrderType::Delivery, PaymentType::CardOnline, [['set-philadelphia', 1], ['miso-soup', 2]], [OrderStatus::Accepted, OrderStatus::Cooking, OrderStatus::OnTheWay, OrderStatus::Completed], [PaymentStatus::Pending, PaymentStatus::Paid]],
            ['seed:olena:order-2', 9, OrderType::Pickup, PaymentType::Cash, [['philadelphia-classic', 2]], [OrderStatus::Cancelled], []],
            ['seed:olena:order-3', 0, OrderType::Delivery, PaymentType::Cash, [['philadelphia-classic', 1], ['set-philadelphia', 1]], [OrderStatus::Accepted, OrderStatus::Cooking], []],
        ];

        foreach ($orders as [$key, $daysAgo, $type, $payment, $items, $statuses, $payments]) {
            if (Order::query()->where('idempotency_key', $key)->exists()) {
                continue;
            }
            $placedAt = Carbon::now()->subDays($daysAgo)->subHours(2)->startOfMinute();
            $lines = $catalog->checkCart($this->items($items), 'uk')['lines'];
            $subtotal = array_sum(array_column($lines, 'line_total'));
            $fee = $type->isDelivery() ? ($subtotal >= $center->free_from ? 0 : $center->delivery_fee) : 0;
            $totals = [['code' => 'subtotal', 'amount' => $subtotal]];
            if ($type->isDelivery()) {
                $totals[] = ['code' => 'delivery', 'amount' => $fee, 'free' => $fee === 0];
            }
            $totals[] = ['code' => 'total', 'amount' => $subtotal + $fee];

            $order = Order::query()->create([
                'token' => Str::random(32), 'idempotency_key' => $key, 'fingerprint' => hash('sha256', $key),
                'customer_id' => $customer->id, 'locale' => 'uk', 'name' => $customer->name ?? 'Олена', 'phone' => $customer->phone,
                'order_type' => $type, 'region_id' => $type->isDelivery() ? $center->id : null, 'restaurant_id' => $podil->id,
                'address' => $type->isDelivery() ? ['street' => 'вул. Ярославів Вал', 'house' => '14', 'entrance' => '2', 'floor' => '5', 'apartment' => '31'] : null,
                'asap' => true, 'slot_at' => null, 'eta_at' => $placedAt->copy()->addMinutes($podil->prep_minutes + ($type->isDelivery() ? $center->eta_minutes : 0)),
                'persons' => 2, 'comment' => null, 'payment_type' => $payment, 'change_from' => null, 'promo_code_id' => null,
                'subtotal' => $subtotal, 'delivery_fee' => $fee, 'discount' => 0, 'bonuses_spent' => 0, 'total' => $subtotal + $fee,
                'totals' => $totals, 'status' => OrderStatus::New, 'payment_status' => PaymentStatus::Unpaid,
                'created_at' => $placedAt, 'updated_at' => $placedAt,
            ]);
            $order->update(['number' => config('shop.ordering.number_prefix').(config('shop.ordering.number_offset') + $order->id)]);
            $order->lines()->createMany(array_map(fn (array $line) => [
                'product_id' => $line['id'], 'name' => Product::query()->findOrFail((int) $line['id'])->name, 'slug' => $line['slug'], 'image' => $line['image'],
                'quantity' => $line['quantity'], 'unit_price' => $line['price'], 'modifiers' => [], 'line_total' => $line['line_total'],
            ], $lines));
            $order->statusHistory()->create(['to' => OrderStatus::New->value, 'created_at' => $placedAt]);
            $order->paymentHistory()->create(['to' => PaymentStatus::Unpaid->value, 'created_at' => $placedAt]);

            foreach ($payments as $i => $status) {
                $order->movePaymentTo($status);
                $order->paymentHistory()->latest('id')->firstOrFail()->update(['created_at' => $placedAt->copy()->addMinutes(2 + $i)]);
            }
            foreach ($statuses as $i => $status) {
                $order->moveTo($status);
                $order->statusHistory()->latest('id')->firstOrFail()->update(['created_at' => $placedAt->copy()->addMinutes(5 + 15 * $i)]);
            }
        }
    }

    /** @param  list<array{0: string, 1: int}>  $items
     *  @return list<array{id: int, quantity: int}> */
    private function items(array $items): array
    {
        $ids = Product::query()->whereIn('slug', array_column($items, 0))->pluck('id', 'slug');

        return array_values(array_filter(array_map(fn (array $i) => isset($ids[$i[0]]) ? ['id' => (int) $ids[$i[0]], 'quantity' => $i[1]] : null, $items)));
    }
}
