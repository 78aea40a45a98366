<?php

namespace Tests\Feature\Overview;

use App\Models\Order;
use App\Models\PaymentRefund;
use App\Models\Restaurant;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentType;
use App\Shop\Payments\Payments;
use App\Shop\Payments\RefundChecks;
use App\Shop\Payments\SandboxGateway;
use App\Shop\Sms\SendSms;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Queue;
use Tests\Feature\Staff\StaffFixtures as Staff;

/** Orders and texts as the branch overview and its alarms see them. */
final class OverviewFixtures
{
    /** An order of a restaurant placed $minutes ago, promised $etaIn minutes from now. */
    public static function overviewOrder(Restaurant $restaurant, OrderStatus $status, int $minutes, int $etaIn = 30, array $attributes = []): Order
    {
        $order = Staff::order($status, $attributes + ['restaurant_id' => $restaurant->id, 'eta_at' => now()->addMinutes($etaIn), 'slot_at' => null]);
        $order->forceFill(['created_at' => now()->subMinutes($minutes)])->save();

        return $order;
    }

    public static function overviewBranch(\Illuminate\Testing\TestResponse $page, Restaurant $restaurant): array
    {
        return collect($page->json('props.branches'))->firstWhere('id', $restaurant->id);
    }

    public static function waitingOrderFor(int $minutes, OrderStatus $status = OrderStatus::New, array $attributes = []): Order
    {
        $order = Staff::order($status, $attributes + ['restaurant_id' => test()->restaurant->id]);
        $order->forceFill(['created_at' => now()->subMinutes($minutes)])->save();

        return $order;
    }

    /** @return list<string> the texts queued for the manager */
    public static function managerTexts(): array
    {
        return Queue::pushed(SendSms::class)->filter(fn (SendSms $sms) => $sms->phone === '380670001122')->map(fn (SendSms $sms) => $sms->text)->values()->all();
    }

    /** @return list<string> the texts queued for the manager */
    public static function moneyTexts(): array
    {
        return Queue::pushed(SendSms::class)->filter(fn (SendSms $sms) => $sms->phone === '380670001122')->map(fn (SendSms $sms) => $sms->text)->values()->all();
    }

    /** A card order cancelled while its payment page was open, then paid there. */
    public static function paidAfterCancel(): Order
    {
        $order = Staff::order(OrderStatus::New, ['payment_type' => PaymentType::CardOnline->value, 'total' => 47000]);
        $payment = app(Payments::class)->start($order);
        $order->moveTo(OrderStatus::Cancelled, 'test');
        test()->travel(2)->minutes();
        $sandbox = app(SandboxGateway::class);
        parse_str((string) parse_url((string) $sandbox->complete($sandbox->paymentOrder($payment->order_code), pay: true), PHP_URL_QUERY), $query);
        app(Payments::class)->confirm($query['t'], $payment->order_code);

        return $order->refresh();
    }

    /** A paid card order whose total a correction raised by 12 000 (minor units) $hoursAgo hours ago. */
    public static function raisedAndUnpaid(int $hoursAgo): Order
    {
        $order = Staff::paidSandboxOrder(50000);
        $order->update(['total' => 62000]);
        DB::table('staff_audit_log')->insert(['staff_name' => 'Operator', 'action' => 'order.correct', 'subject_type' => 'order', 'subject_id' => (string) $order->id,
            'order_id' => $order->id, 'before' => json_encode(['total' => 50000]), 'after' => json_encode(['total' => 62000]), 'created_at' => now()->subHours($hoursAgo)]);
        DB::table('orders')->where('id', $order->id)->update(['updated_at' => now()->subHours($hoursAgo)]);

        return $order->refresh();
    }

    public static function refusedRefund(): PaymentRefund
    {
        $order = Staff::paidSandboxOrder(30000);

        return PaymentRefund::query()->create(['order_id' => $order->id, 'payment_id' => $order->payments()->value('id'), 'driver' => 'sandbox', 'amount' => 30000, 'status' => RefundChecks::FAILED]);
    }

    public static function movableOrder(OrderStatus $status = OrderStatus::Accepted, array $attributes = []): Order
    {
        return Staff::order($status, $attributes + ['restaurant_id' => test()->podil->id, 'region_id' => test()->region->id]);
    }

    public static function moveOrderTo(Order $order, mixed $restaurantId, string $prefix = ''): \Illuminate\Testing\TestResponse
    {
        return Staff::send('PUT', "$prefix/staff/orders/{$order->number}/restaurant", ['restaurant_id' => $restaurantId], "$prefix/staff/orders/{$order->number}");
    }
}
