<?php

namespace App\Console\Commands;

use App\Models\Order;
use App\Shop\Customers\PhoneNumber;
use App\Shop\Ordering\StatusSms;
use App\Shop\Sms\SendSms;
use App\Staff\Audit;
use App\Staff\Overview\AcceptAlarm;
use Carbon\CarbonImmutable;
use Illuminate\Console\Command;

/**
 * Texts the manager (SHOP_MANAGER_PHONE) about every order nobody accepted within shop.staff.alarm.manager_sms_after
 * minutes: once per order (orders.manager_alerted_at is claimed by a conditional update, so two runs at once send one),
 * within the status SMS budget, in the shop's language. Each SMS is in the order's audit trail.
 */
class AlertManagersCommand extends Command
{
    protected $signature = 'shop:alert-managers';

    protected $description = 'Text the manager about orders nobody accepted in time (SHOP_STAFF_MANAGER_SMS_AFTER, SHOP_MANAGER_PHONE)';

    public function handle(StatusSms $budget, Audit $audit): int
    {
        $phone = PhoneNumber::parse((string) config('shop.staff.alarm.manager_phone'));
        if ($phone === null) {
            return self::SUCCESS;
        }
        $now = CarbonImmutable::now();
        $minutes = AcceptAlarm::managerMinutes();
        $locale = (string) config('app.locale', 'uk');
        $sent = 0;
        $orders = AcceptAlarm::waitingSince($minutes, $now)->whereNull('manager_alerted_at')->with('restaurant')->orderBy('created_at')->limit(100)->get();
        foreach ($orders as $order) {
            $claimed = Order::query()->whereKey($order->id)->whereNull('manager_alerted_at')->toBase()->update(['manager_alerted_at' => $now]) === 1;
            if (! $claimed) {
                continue;
            }
            if (! $budget->spendBudget()) {
                // Not sent: the next run tries again once the hour's budget allows it.
                Order::query()->whereKey($order->id)->toBase()->update(['manager_alerted_at' => null]);
                break;
            }
            $text = __('after_order.sms.manager_alarm', [
                'brand' => config('shop.brand_name'),
                'number' => $order->number,
                'restaurant' => $order->restaurant?->translate('name', $locale) ?? '—',
                'minutes' => (int) floor(CarbonImmutable::parse($order->created_at)->diffInMinutes($now)),
            ], $locale);
            SendSms::dispatch($phone->digits, $text);
            $audit->record('order.manager_sms', $order, null, ['phone' => SendSms::mask($phone->digits), 'after_minutes' => $minutes]);
            $sent++;
        }
        if ($sent > 0) {
            $this->components->info("Managers texted about $sent order(s) not accepted in time.");
        }

        return self::SUCCESS;
    }
}
