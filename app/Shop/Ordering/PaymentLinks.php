<?php

namespace App\Shop\Ordering;

use App\Models\Order;
use App\Shop\Sms\SendSms;
use App\Support\LocalizedUrl;
use App\Support\Queue\AfterCommitDispatch;
use Illuminate\Support\Facades\DB;

/**
 * The payment link of a card order taken by phone: `/pay/{token}` (`/en/pay/{token}`) on the storefront, texted to the
 * order's phone in its language through the status SMS path (queued SendSms after the commit, the status SMS budget).
 * The page behind it starts the card payment through the storefront's own "pay again" (Orders::pay, Payments::start).
 */
class PaymentLinks
{
    public function __construct(private StatusSms $statusSms) {}

    /** The order's payment page in its language, on the storefront customers use. */
    public static function url(Order $order): string
    {
        $locale = in_array($order->locale, ['uk', 'en'], true) ? $order->locale : 'uk';

        return rtrim((string) config('shop.tracking.link_base'), '/').LocalizedUrl::route('pay', ['token' => $order->token], $locale);
    }

    /** Queue the SMS with the link (after the surrounding transaction commits); false when the hour's budget is spent. */
    public function send(Order $order): bool
    {
        if ($order->phone === '' || ! $this->statusSms->spendBudget()) {
            return false;
        }
        $locale = in_array($order->locale, ['uk', 'en'], true) ? $order->locale : 'uk';
        $text = __('after_order.sms.payment_link', [
            'brand' => config('shop.brand_name'),
            'number' => $order->number,
            'amount' => Money::format($order->total, $locale),
            'url' => self::url($order),
        ], $locale);
        $phone = $order->phone;
        DB::afterCommit(fn () => AfterCommitDispatch::dispatch(new SendSms($phone, $text)));

        return true;
    }
}
