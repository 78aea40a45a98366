<?php

namespace Tests\Feature\Privacy;

use App\Models\Customer;
use App\Models\Order;
use App\Models\Payment;
use App\Models\PaymentRefund;
use App\Models\Region;
use App\Models\Restaurant;
use App\Models\Review;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use Database\Seeders\CustomerSeeder;
use Illuminate\Support\Facades\DB;
use Tests;

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

    /** A fresh deletion code texted to the demo customer's phone (POST /api/account/delete/code with its token). */
    public static function freshCode(Tests\TestCase $test): string
    {
        // The send limits live in the cache store (Redis on the PostgreSQL run), shared by the tests of a run.
        app(\App\Shop\Customers\OneTimeCodes::class)->clearLimits(CustomerSeeder::PHONE, '127.0.0.1');
        $test->withToken(\Tests\Support\SeededShop::customerToken())->postJson('/api/account/delete/code')->assertOk();
        app('auth')->forgetGuards();

        return app(\App\Shop\Sms\SmsSender::class)->lastCode(CustomerSeeder::PHONE);
    }

    /** Everything the shop kept of the demo customer is gone, and everything of the stranger is where it was. */
    public static function assertErased(): void
    {
        $olena = Customer::query()->findOrFail(test()->olena->id);
        expect($olena->deleted_at)->not->toBeNull()
            ->and($olena->phone)->not->toContain('380')
            ->and([$olena->name, $olena->surname, $olena->birthday])->toBe([null, null, null])
            ->and($olena->referral_code)->not->toBe(test()->referralCode)
            ->and($olena->tokens()->count())->toBe(0)
            ->and(DB::table('customer_favorites')->where('customer_id', $olena->id)->count())->toBe(0)
            ->and(DB::table('otp_codes')->where('phone', CustomerSeeder::PHONE)->count())->toBe(0)
            ->and(app(Bonuses::class)->balance($olena))->toBe(0);

        foreach (Order::query()->whereIn('id', test()->ids)->get() as $order) {
            expect($order->name)->toBe('видалений клієнт')
                ->and([$order->phone, $order->address, $order->comment, $order->client_key])->toBe(['', null, null, null])
                ->and($order->personal_data_erased_at)->not->toBeNull();
        }
        // Nowhere in the tables an order touches: not the card provider's copy, not the audit trail, not the reviews.
        $dump = json_encode([
            DB::table('orders')->whereIn('id', test()->ids)->get(), DB::table('sandbox_payment_orders')->get(),
            DB::table('staff_audit_log')->whereIn('order_id', test()->ids)->get(), Review::query()->where('customer_id', $olena->id)->get(),
            DB::table('customers')->where('id', $olena->id)->get(),
        ], JSON_UNESCAPED_UNICODE);
        foreach ([CustomerSeeder::PHONE, 'Олена', 'Коваль', 'Khreshchatyk Olena', 'Olena comment', '1992-05-14'] as $personal) {
            expect(str_contains(str_replace('Tasty, said Олена', '', $dump), $personal))->toBeFalse("Found $personal after the deletion.");
        }
        expect(PrivacyFixtures::figures(test()->ids))->toBe(test()->figures)
            ->and(PrivacyFixtures::figures(array_map(fn (Order $o) => $o->id, test()->strangerOrders)))->toBe(test()->strangerFigures)
            ->and(Customer::query()->findOrFail(test()->stranger->id)->name)->toBe('Zakhar')
            ->and(Order::query()->whereKey(test()->strangerOrders[0]->id)->value('comment'))->toBe('Stranger comment')
            ->and(DB::table('sandbox_payment_orders')->where('customer', 'like', '%'.PrivacyFixtures::STRANGER_PHONE.'%')->count())->toBe(1);
    }

    /** A guest's delivery order placed $days ago. */
    public static function guestOrder(int $days, array $attributes = []): Order
    {
        $order = Order::factory()->create($attributes + [
            'name' => 'Guest Petro', 'phone' => '380931234567', 'client_key' => 'k', 'order_type' => 'delivery',
            'address' => ['street' => 'Guest Lane', 'house' => '1'], 'comment' => 'Guest comment', 'status' => 'completed', 'total' => 31000,
        ]);
        $order->lines()->create(['name' => ['uk' => 'Рол', 'en' => 'Roll'], 'quantity' => 1, 'unit_price' => 31000, 'modifiers' => [], 'line_total' => 31000]);
        DB::table('orders')->where('id', $order->id)->update(['created_at' => now()->subDays($days)]);

        return $order->refresh();
    }
}
