<?php

namespace App\Staff\Overview;

use App\Models\Order;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Builder;

/**
 * Orders waiting for someone to accept them: status "new", except a card order whose payment is not in yet (the
 * customer is still paying; the unpaid-order expiry ends it). Such an order is overdue once it has waited
 * shop.staff.alarm.accept_minutes (the board and the overview ring), and the manager is texted about it past
 * shop.staff.alarm.manager_sms_after (shop:alert-managers).
 */
final class AcceptAlarm
{
    /** @return Builder<Order> */
    public static function waiting(): Builder
    {
        return Order::query()->where('status', OrderStatus::New->value)
            ->where(fn (Builder $q) => $q->where('payment_type', '!=', PaymentType::CardOnline)->orWhere('payment_status', PaymentStatus::Paid->value));
    }

    /** Whether a ticket (status, payment) is one the alarm waits on: the same rule as waiting(), for the board's JSON.
     *  @param  array{status: string, payment_type: string, payment_status: string}  $ticket */
    public static function counts(array $ticket): bool
    {
        return $ticket['status'] === OrderStatus::New->value
            && ($ticket['payment_type'] !== PaymentType::CardOnline->value || $ticket['payment_status'] === PaymentStatus::Paid->value);
    }

    public static function acceptMinutes(): int
    {
        return max(1, (int) config('shop.staff.alarm.accept_minutes'));
    }

    public static function managerMinutes(): int
    {
        return max(1, (int) config('shop.staff.alarm.manager_sms_after'));
    }

    /** What the pages need to ring on their own as time passes: the minutes, and how often the beep repeats. */
    public static function settings(): AlarmSettings
    {
        return new AlarmSettings(acceptMinutes: self::acceptMinutes(), beepSeconds: max(2, (int) config('shop.staff.alarm.beep_seconds')));
    }

    /** Orders waiting since at least $minutes before $now.
     *  @return Builder<Order> */
    public static function waitingSince(int $minutes, CarbonImmutable $now): Builder
    {
        return self::waiting()->where('created_at', '<=', $now->subMinutes($minutes)->setTimezone((string) config('app.timezone'))->format('Y-m-d H:i:s'));
    }
}
