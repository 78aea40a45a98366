<?php

namespace App\Shop\Fiscal;

use App\Models\FiscalReceipt;
use App\Models\Order;
use App\Models\Payment;
use App\Models\PaymentRefund;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Payments\RefundChecks;
use Carbon\CarbonImmutable;

/**
 * Money that moved without a DONE fiscal receipt SHOP_FISCAL_ALARM_MINUTES later (a money alarm of the overview, texted
 * to the manager): receipts still pending or refused, and card payments, cash collections and refunds with no receipt
 * written at all. Empty when all is well, and always empty with the "off" driver (the overview says so instead).
 */
class SalesWithoutReceipt
{
    public function __construct(private FiscalRegister $driver) {}

    /** @return list<array{order_id: int, source: string, amount: int, receipt: ?string}> */
    public function find(?CarbonImmutable $now = null): array
    {
        if (! $this->driver->issues()) {
            return [];
        }
        $now ??= CarbonImmutable::now();
        $before = $now->subMinutes(max(1, (int) config('shop.fiscal.alarm_minutes')));
        $since = $now->subDays((int) config('shop.money_alarms.lookback_days'));
        $rows = [];
        foreach (FiscalReceipt::query()->whereIn('status', [FiscalReceipt::PENDING, FiscalReceipt::FAILED])->where('created_at', '<=', $before)->where('created_at', '>=', $since)->orderBy('created_at')->get(['id', 'order_id', 'total']) as $receipt) {
            $rows[] = ['order_id' => $receipt->order_id, 'source' => 'receipt:'.$receipt->id, 'amount' => $receipt->total, 'receipt' => $receipt->id];
        }
        foreach (Payment::query()->where('status', Payment::PAID)->whereBetween('updated_at', [$since, $before])
            ->whereNotExists(fn ($q) => $q->from('fiscal_receipts')->whereColumn('fiscal_receipts.order_id', 'payments.order_id')->whereRaw("fiscal_receipts.event = 'payment:' || payments.id"))
            ->get(['id', 'order_id', 'amount']) as $payment) {
            $rows[] = ['order_id' => $payment->order_id, 'source' => 'sale:payment:'.$payment->id, 'amount' => $payment->amount, 'receipt' => null];
        }
        foreach (Order::query()->where('payment_status', PaymentStatus::Paid->value)->where('payment_type', '!=', 'card-online')->whereBetween('updated_at', [$since, $before])
            ->whereNotExists(fn ($q) => $q->from('fiscal_receipts')->whereColumn('fiscal_receipts.order_id', 'orders.id')->where('event', 'collected'))
            ->get(['id', 'total']) as $order) {
            $rows[] = ['order_id' => $order->id, 'source' => 'sale:collected:'.$order->id, 'amount' => (int) $order->total, 'receipt' => null];
        }
        foreach (PaymentRefund::query()->where('status', RefundChecks::DONE)->whereBetween('updated_at', [$since, $before])
            ->whereNotExists(fn ($q) => $q->from('fiscal_receipts')->whereColumn('fiscal_receipts.order_id', 'payment_refunds.order_id')->whereRaw("fiscal_receipts.event = 'refund:' || payment_refunds.id"))
            ->get(['id', 'order_id', 'amount']) as $refund) {
            $rows[] = ['order_id' => $refund->order_id, 'source' => 'sale:refund:'.$refund->id, 'amount' => $refund->amount, 'receipt' => null];
        }

        return $rows;
    }

    /** Whether the money an alarm's source names has its DONE receipt by now. */
    public static function settled(string $source, int $orderId): bool
    {
        $query = FiscalReceipt::query()->where('status', FiscalReceipt::DONE);
        if (str_starts_with($source, 'receipt:')) {
            return $query->whereKey(substr($source, 8))->exists();
        }
        $event = match (true) {
            str_starts_with($source, 'sale:payment:') => 'payment:'.substr($source, 13),
            str_starts_with($source, 'sale:refund:') => 'refund:'.substr($source, 12),
            default => 'collected',
        };

        return $query->where('order_id', $orderId)->where('event', $event)->exists();
    }
}
