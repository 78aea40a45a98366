<?php

namespace App\Console\Commands;

use App\Models\MoneyAlarm;
use App\Shop\Customers\PhoneNumber;
use App\Shop\Ordering\Money;
use App\Shop\Ordering\StatusSms;
use App\Shop\Sms\SendSms;
use App\Staff\Audit;
use App\Staff\Overview\MoneyAlarms;
use Illuminate\Console\Command;

/**
 * Raises the money alarms of the staff overview (App\Staff\Overview\MoneyAlarms) and texts the manager
 * (SHOP_MANAGER_PHONE) once per alarm, within the status SMS budget (an alarm left untexted by a spent budget is texted
 * by a later run). sms_sent_at is claimed by a conditional update, so two runs at once send one.
 */
class MoneyAlarmsCommand extends Command
{
    protected $signature = 'shop:money-alarms';

    protected $description = 'Raise the staff overview\'s money alarms (late payments, refused refunds, unpaid differences) and text the manager once each';

    public function handle(MoneyAlarms $alarms, StatusSms $budget, Audit $audit): int
    {
        $new = $alarms->detect();
        if ($new !== []) {
            $this->components->warn(count($new).' new money alarm(s).');
        }
        $phone = PhoneNumber::parse((string) config('shop.staff.alarm.manager_phone'));
        if ($phone === null) {
            return self::SUCCESS;
        }
        $locale = (string) config('shop.default_locale');
        $pending = MoneyAlarm::query()->whereNull('resolved_at')->whereNull('sms_sent_at')->with('order')->orderBy('id')->limit(20)->get();
        foreach ($pending as $alarm) {
            if (MoneyAlarm::query()->whereKey($alarm->id)->whereNull('sms_sent_at')->update(['sms_sent_at' => now()]) !== 1) {
                continue;
            }
            if (! $budget->spendBudget()) {
                MoneyAlarm::query()->whereKey($alarm->id)->update(['sms_sent_at' => null]);
                break;
            }
            SendSms::dispatch($phone->digits, __('money_alarms.sms.'.$alarm->kind, [
                'brand' => config('shop.brand_name'), 'number' => $alarm->order->number, 'amount' => Money::format($alarm->amount, $locale),
            ], $locale));
            $audit->record('order.money_alarm_sms', $alarm->order, null, ['kind' => $alarm->kind, 'phone' => SendSms::mask($phone->digits)]);
        }

        return self::SUCCESS;
    }
}
