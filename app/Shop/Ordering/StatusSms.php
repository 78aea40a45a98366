<?php

namespace App\Shop\Ordering;

use App\Models\Order;
use App\Models\Restaurant;
use App\Shop\Sms\SendSms;
use App\Support\LocalizedUrl;
use App\Support\Queue\AfterCommitDispatch;
use BackedEnum;
use Carbon\CarbonImmutable;
use Illuminate\Contracts\Cache\Repository as Cache;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;
use Throwable;

/**
 * Tells the customer by SMS when the order reaches a status they care about, whoever moved it (staff, the
 * shop:order-status command, the unpaid-order expiry, the payment provider): every change goes through
 * OrderLifecycle, which calls this. Each kind is switchable (shop.status_sms.kinds: the order statuses, and the
 * payment's "paid" and "refunded"); texts are in the order's language. The text is made inside the change's
 * transaction (the order as changed, its restaurant; the first status SMS of an order carries its tracking link, claimed
 * once by a conditional update in that same transaction, and so does "accepted"), and only queued once the change is
 * committed: the after-commit step reads nothing from the database, so a database that goes away right after the
 * commit (a restart) cannot lose the message, and one that goes away before it rolls the change back with its claim,
 * to be made again with its SMS when the change is retried (a webhook sent again, staff pressing again). When the queue
 * backend cannot take the job it waits on the database queue (AfterCommitDispatch). The site sends at most
 * shop.status_sms.budget_per_hour of them an hour (its own budget: sign-in codes keep theirs), counted when the text
 * is made; past it nothing is sent (and no tracking link is claimed) and the first refusal of the window is logged as
 * critical.
 */
class StatusSms
{
    public const BUDGET_KEY = 'sms:status-budget';

    public function __construct(private Cache $cache) {}

    /** The order's status or payment status changed to $to (inside the change's transaction). */
    public function changed(Order $order, OrderStatus|PaymentStatus $to): void
    {
        $kind = self::kind($to);
        // An unpaid card order that a new order of the same customer replaced: the customer is placing that one now.
        if ($kind === null || $order->phone === '' || ($to === OrderStatus::Cancelled && $order->cancellation_reason === UnpaidCardOrders::REASON)) {
            return;
        }
        if ($to === OrderStatus::Cancelled && $order->cancellation_reason === UnpaidOrderExpiry::REASON) {
            $kind = 'cancelled_unpaid';
        }
        $this->send($order, $kind);
    }

    /**
     * Staff moved the order to another restaurant (App\Staff\Orders\OrderTransfer): the customer is told where it is
     * cooked now and that restaurant's phone, with the tracking link (switch shop.status_sms.kinds.moved).
     */
    public function moved(Order $order): void
    {
        if ($order->phone === '' || ! (bool) config('shop.status_sms.kinds.moved')) {
            return;
        }
        $this->send($order, 'moved');
    }

    /**
     * Staff corrected the order (App\Staff\Orders\OrderCorrections): its new total, with the payment link when a card
     * order has it to pay (`/pay/{token}`). Switched by shop.status_sms.kinds.corrected (`corrected` in SHOP_SMS_STATUSES), queued after
     * the correction commits, counted against the same hourly budget.
     */
    public function corrected(Order $order, bool $withLink): void
    {
        if ($order->phone === '' || ! (bool) config('shop.status_sms.kinds.corrected', true) || ! $this->budgetAllows()) {
            return;
        }
        $locale = in_array($order->locale, ['uk', 'en'], true) ? $order->locale : 'uk';
        $text = __('after_order.sms.'.($withLink ? 'corrected_pay' : 'corrected'), [
            'brand' => config('shop.brand_name'),
            'number' => $order->number,
            'amount' => Money::format($order->total, $locale),
            'url' => $withLink ? PaymentLinks::url($order) : '',
        ], $locale);
        $this->queueAfterCommit($order->phone, $text);
    }

    /** The switch name of a status ("accepted", "paid", …), or null for one the customer is never texted about. */
    public static function kind(BackedEnum $to): ?string
    {
        $kind = (string) $to->value;
        $kinds = (array) config('shop.status_sms.kinds');
        if (! array_key_exists($kind, $kinds) || ($to instanceof PaymentStatus && ! in_array($to, [PaymentStatus::Paid, PaymentStatus::Refunded], true))) {
            return null;
        }

        return (bool) $kinds[$kind] ? $kind : null;
    }

    /** Make the text of a status SMS from the order as the transaction sees it, then queue it once the change commits. */
    private function send(Order $order, string $kind): void
    {
        if (! $this->budgetAllows()) {
            return;
        }
        $locale = in_array($order->locale, ['uk', 'en'], true) ? $order->locale : 'uk';
        // The restaurant the order is at now (a transfer changed restaurant_id on this very model).
        $restaurant = $order->restaurant_id === null ? null : Restaurant::query()->find($order->restaurant_id);
        $text = __('after_order.sms.'.$kind, [
            'brand' => config('shop.brand_name'),
            'number' => $order->number,
            'time' => $this->when($order),
            'place' => $restaurant ? trim($restaurant->translate('name', $locale).', '.$restaurant->translate('address', $locale), ', ') : '',
            'phone' => $restaurant === null ? '' : $restaurant->phone,
        ], $locale);
        // The first status SMS of the order carries its tracking link (the row's mark is claimed by one sender only, in
        // the change's transaction: rolled back with it), and so does "accepted", the one every customer gets when the
        // kitchen takes the order.
        $first = Order::query()->whereKey($order->id)->whereNull('status_sms_at')->toBase()->update(['status_sms_at' => now()]) === 1;
        if ($first || $kind === 'accepted' || $kind === 'moved') {
            $text .= ' '.__('after_order.sms.link', ['url' => self::trackingUrl($order)], $locale);
        }

        $this->queueAfterCommit($order->phone, $text);
    }

    /** After the commit: only the queue, never the database. */
    private function queueAfterCommit(string $phone, string $text): void
    {
        DB::afterCommit(fn () => AfterCommitDispatch::dispatch(new SendSms($phone, $text)));
    }

    /**
     * The hour's budget, spent inside the change's transaction (a change rolled back afterwards has spent one). A cache
     * that does not answer (Redis restarting) lets the message go rather than fail the change it follows.
     */
    private function budgetAllows(): bool
    {
        try {
            return $this->spendBudget();
        } catch (Throwable $e) {
            report($e);

            return true;
        }
    }

    /** The order's tracking page in its language, on the storefront customers use. */
    public static function trackingUrl(Order $order): string
    {
        $locale = in_array($order->locale, ['uk', 'en'], true) ? $order->locale : 'uk';

        return rtrim((string) config('shop.tracking.link_base'), '/').LocalizedUrl::route('track', ['token' => $order->token], $locale);
    }

    /** Count one SMS against the hour's budget; false when it is spent (logged once per window). The payment link of
     *  an order taken by phone (PaymentLinks) and the managers' alarm SMS (shop:alert-managers) spend the same budget. */
    public function spendBudget(): bool
    {
        $max = (int) config('shop.status_sms.budget_per_hour');
        $window = self::BUDGET_KEY.':'.intdiv(CarbonImmutable::now()->getTimestamp(), 3600);
        $this->cache->add($window, 0, 7200);
        $sent = (int) $this->cache->increment($window);
        if ($sent <= $max) {
            return true;
        }
        if ($sent === $max + 1) {
            Log::critical("The hourly budget of $max status SMS is used up: customers get no status SMS until the hour ends (SHOP_SMS_STATUS_BUDGET_PER_HOUR).");
        }

        return false;
    }

    /** The order's one promised time (EtaPromise: a scheduled order's slot until a late pick-up moves it): "14:30"
     *  today, "12.06 14:30" on another day (shop timezone). */
    private function when(Order $order): string
    {
        $timezone = config('shop.ordering.timezone');
        $at = CarbonImmutable::parse($order->eta_at)->setTimezone($timezone);

        return $at->isSameDay(CarbonImmutable::now($timezone)) ? $at->format('H:i') : $at->format('d.m H:i');
    }
}
