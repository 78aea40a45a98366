<?php

namespace Tests\Feature\Privacy;

use App\Models\Customer;
use App\Models\Order;
use App\Models\Payment;
use App\Models\PaymentRefund;
use App\Models\Region;
use App\Models\Restaurant;
use App\Models\Review;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use Database\Seeders\CustomerSeeder;
use Illuminate\Support\Facades\DB;

/** Customers with a history: the seeded demo customer (bonuses, favorites, a friend) gets orders and a review; a stranger has their own. */
final class PrivacyFixtures
{
    public const STRANGER_PHONE = '380671110022';

    public static function olena(): Customer
    {
        return Customer::query()->where('phone', CustomerSeeder::PHONE)->sole();
    }

    /** A completed delivery (card, paid, part refunded) and a cancelled pickup of $customer; their orders. @return list<Order> */
    public static function history(Customer $customer, string $street, string $comment): array
    {
        $restaurant = Restaurant::query()->orderBy('id')->firstOrFail();
        $region = Region::query()->orderBy('id')->firstOrFail();
        $product = DB::table('products')->orderBy('id')->first();
        $delivery = Order::factory()->cardOnline()->create([
            'customer_id' => $customer->id, 'name' => $customer->name ?? 'Guest', 'phone' => $customer->phone,
            'client_key' => hash('sha256', $street), 'restaurant_id' => $restaurant->id, 'region_id' => $region->id,
            'order_type' => 'delivery', 'address' => ['street' => $street, 'house' => '7', 'apartment' => '12', 'comment' => 'ring twice'],
            'comment' => $comment, 'status' => OrderStatus::Completed, 'payment_status' => PaymentStatus::Paid,
            'subtotal' => 41000, 'delivery_fee' => 6000, 'total' => 47000,
        ]);
        $delivery->lines()->create([
            'product_id' => $product->id, 'name' => ['uk' => 'Філадельфія', 'en' => 'Philadelphia'], 'slug' => $product->slug,
            'quantity' => 2, 'unit_price' => 20500, 'modifiers' => [], 'line_total' => 41000,
        ]);
        $payment = Payment::query()->create([
            'order_id' => $delivery->id, 'driver' => 'sandbox', 'order_code' => (string) random_int(10 ** 15, 10 ** 16 - 1),
            'amount' => 47000, 'currency_code' => 980, 'status' => Payment::PAID, 'redirect_url' => 'https://pay.example/x',
        ]);
        DB::table('sandbox_payment_orders')->insert([
            'order_code' => $payment->order_code, 'amount' => 47000, 'currency_code' => 980, 'customer_trns' => 'Order '.$delivery->number,
            'customer' => json_encode(['fullName' => $customer->name, 'phone' => $customer->phone]), 'created_at' => now(), 'updated_at' => now(),
        ]);
        PaymentRefund::query()->create(['order_id' => $delivery->id, 'payment_id' => $payment->id, 'driver' => 'sandbox', 'amount' => 5000, 'status' => 'done']);
        DB::table('staff_audit_log')->insert([
            'staff_name' => 'Operator', 'action' => 'order.correct', 'subject_type' => 'order', 'subject_id' => (string) $delivery->id,
            'order_id' => $delivery->id, 'before' => json_encode(['name' => $customer->name, 'phone' => $customer->phone, 'total' => 47000]),
            'after' => json_encode(['name' => $customer->name, 'address' => ['street' => $street], 'total' => 47000]), 'created_at' => now(),
        ]);
        Review::query()->create([
            'product_id' => $product->id, 'order_id' => $delivery->id, 'customer_id' => $customer->id, 'author' => $customer->name ?? 'Guest',
            'rating' => 5, 'body' => 'Tasty, said '.$customer->name, 'locale' => 'uk', 'published' => true, 'moderated_at' => now(),
        ]);
        $pickup = Order::factory()->create([
            'customer_id' => $customer->id, 'name' => $customer->name ?? 'Guest', 'phone' => $customer->phone,
            'restaurant_id' => $restaurant->id, 'comment' => $comment.' (pickup)', 'status' => OrderStatus::Cancelled,
        ]);

        return [$delivery, $pickup];
    }

    public static function stranger(): Customer
    {
        return Customer::query()->create(['phone' => self::STRANGER_PHONE, 'name' => 'Zakhar', 'surname' => 'Stranger', 'locale' => 'en']);
    }

    /** The money and the dishes of orders, to compare before and after an erasure. @param  list<int>  $ids
     *  @return array<int, array<string, mixed>> */
    public static function figures(array $ids): array
    {
        return Order::query()->whereIn('id', $ids)->with(['lines', 'payments'])->orderBy('id')->get()->mapWithKeys(fn (Order $o) => [$o->id => [
            'subtotal' => $o->subtotal, 'delivery_fee' => $o->delivery_fee, 'discount' => $o->discount, 'bonuses_spent' => $o->bonuses_spent,
            'total' => $o->total, 'totals' => $o->totals, 'status' => $o->status->value, 'payment_status' => $o->payment_status->value,
            'lines' => $o->lines->map(fn ($l) => [$l->product_id, $l->name, $l->quantity, $l->unit_price, $l->line_total])->all(),
            'payments' => $o->payments->map(fn ($p) => [$p->amount, $p->status])->all(),
            'refunds' => PaymentRefund::query()->where('order_id', $o->id)->pluck('amount')->all(),
        ]])->all();
    }
}
