<?php

namespace App\Staff\Orders;

use App\Models\Order;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Sms\SendSms;
use Carbon\CarbonImmutable;

/**
 * Tells the customer by SMS (the queued SendSms job, after the change is committed) when staff move an order to a
 * status the customer cares about: accepted, on the way, ready for pickup, cancelled; each switchable in
 * shop.staff.sms. Texts are in the order's language.
 */
class CustomerNotifier
{
    public function statusChanged(Order $order, OrderStatus $to): void
    {
        if (! (bool) config('shop.staff.sms.'.$to->value, false) || $order->phone === '') {
            return;
        }
        $locale = in_array($order->locale, ['uk', 'en'], true) ? $order->locale : 'uk';
        $text = __('staff.sms.'.$to->value, [
            'number' => $order->number,
            'time' => $this->when($order),
            'place' => $order->restaurant ? trim($order->restaurant->translate('name', $locale).', '.$order->restaurant->translate('address', $locale), ', ') : '',
        ], $locale);

        SendSms::dispatch($order->phone, $text)->afterCommit();
    }

    /** The expected time: "14:30" today, "12.06 14:30" on another day (shop timezone). */
    private function when(Order $order): string
    {
        $timezone = config('shop.ordering.timezone');
        $at = CarbonImmutable::parse($order->slot_at ?? $order->eta_at)->setTimezone($timezone);

        return $at->isSameDay(CarbonImmutable::now($timezone)) ? $at->format('H:i') : $at->format('d.m H:i');
    }
}
