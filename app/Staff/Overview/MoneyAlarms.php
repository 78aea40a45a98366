<?php

namespace App\Staff\Overview;

use App\Models\MoneyAlarm;
use App\Models\Order;
use App\Models\OrderStatusChange;
use App\Models\Payment;
use App\Models\PaymentRefund;
use App\Models\StaffMember;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use App\Shop\Payments\Payments;
use App\Shop\Payments\RefundChecks;
use App\Staff\Audit;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;

/**
 * Money problems as alarms on the staff overview (shop:money-alarms raises them every few minutes, once each):
 * - late_payment: a card payment that arrived after its order was cancelled (or replaced by a newer order) and is
 *   still held;
 * - refund_refused: a refund the provider refused;
 * - unpaid_difference: a paid card order whose total a correction raised, the difference unpaid for
 *   shop.money_alarms.unpaid_difference_hours.
 * An alarm goes away when someone marks it done (audited), or by itself when its money is settled.
 */
class MoneyAlarms
{
    public function __construct(private Audit $audit) {}

    /** Raise the alarms of what is wrong now and settle those whose money is settled; the new alarms.
     *  @return list<MoneyAlarm> */
    public function detect(?CarbonImmutable $now = null): array
    {
        $now ??= CarbonImmutable::now();
        $since = $now->subDays((int) config('shop.money_alarms.lookback_days'));
        $found = [];

        $cancelled = Order::query()->where('status', OrderStatus::Cancelled->value)->where('updated_at', '>=', $since)
            ->whereHas('payments', fn ($q) => $q->where('status', Payment::PAID))->with('payments')->get();
        foreach ($cancelled as $order) {
            $cancelledAt = OrderStatusChange::query()->where('order_id', $order->id)->where('to', OrderStatus::Cancelled->value)->max('created_at');
            $held = Payments::netPaid($order);
            foreach ($order->payments->where('status', Payment::PAID) as $payment) {
                if ($held > 0 && $cancelledAt !== null && $payment->updated_at > CarbonImmutable::parse($cancelledAt)) {
                    $found[] = [MoneyAlarm::LATE_PAYMENT, $order->id, 'payment:'.$payment->id, $payment->amount];
                }
            }
        }

        foreach (PaymentRefund::query()->where('status', RefundChecks::FAILED)->where('updated_at', '>=', $since)->get() as $refund) {
            $found[] = [MoneyAlarm::REFUND_REFUSED, $refund->order_id, 'refund:'.$refund->id, $refund->amount];
        }

        $hours = (int) config('shop.money_alarms.unpaid_difference_hours');
        $paid = Order::query()->where('payment_type', PaymentType::CardOnline)->where('payment_status', PaymentStatus::Paid->value)
            ->whereNotIn('status', [OrderStatus::Cancelled->value])->where('updated_at', '>=', $since)->where('updated_at', '<=', $now->subHours($hours))->get();
        foreach ($paid as $order) {
            $due = Payments::due($order);
            $raisedAt = DB::table('staff_audit_log')->where('order_id', $order->id)->where('action', 'order.correct')->max('created_at');
            if ($due > 0 && $raisedAt !== null && CarbonImmutable::parse($raisedAt)->lte($now->subHours($hours))) {
                $found[] = [MoneyAlarm::UNPAID_DIFFERENCE, $order->id, 'order:'.$order->id.':'.$order->total, $due];
            }
        }

        // Fiscal receipts (docs/fiscal.md): money that moved without its DONE receipt in time.
        foreach (app(\App\Shop\Fiscal\SalesWithoutReceipt::class)->find($now) as $row) {
            $found[] = [MoneyAlarm::NO_RECEIPT, $row['order_id'], $row['source'], $row['amount']];
        }

        $new = [];
        foreach ($found as [$kind, $orderId, $source, $amount]) {
            $alarm = MoneyAlarm::query()->firstOrCreate(['kind' => $kind, 'source' => $source], ['order_id' => $orderId, 'amount' => $amount]);
            if ($alarm->wasRecentlyCreated) {
                $new[] = $alarm;
            }
        }
        $this->settle($now);

        return $new;
    }

    /** The open alarms, newest first, as the overview shows them.
     *  @return list<array<string, mixed>> */
    public function open(): array
    {
        return array_values(MoneyAlarm::query()->whereNull('resolved_at')->with('order:id,number')->orderByDesc('created_at')->orderByDesc('id')->limit(50)->get()
            ->map(fn (MoneyAlarm $a) => [
                'id' => $a->id, 'kind' => $a->kind, 'number' => $a->order->number, 'amount' => $a->amount,
                'raised_at' => $a->created_at?->toIso8601String(),
            ])->all());
    }

    /** A staff member dealt with it (audited on the order). */
    public function resolve(MoneyAlarm $alarm, StaffMember $by): void
    {
        DB::transaction(function () use ($alarm, $by) {
            $locked = MoneyAlarm::query()->whereKey($alarm->id)->lockForUpdate()->firstOrFail();
            if ($locked->resolved_at !== null) {
                return;
            }
            $locked->update(['resolved_at' => now(), 'resolved_by' => $by->id]);
            $this->audit->record('order.money_alarm_done', $locked->order, null, ['kind' => $locked->kind, 'amount' => $locked->amount], $by);
        });
    }

    /** Alarms whose money is settled by now end by themselves (the held payment refunded, the difference paid). */
    private function settle(CarbonImmutable $now): void
    {
        $open = MoneyAlarm::query()->whereNull('resolved_at')->whereIn('kind', [MoneyAlarm::LATE_PAYMENT, MoneyAlarm::UNPAID_DIFFERENCE])->with('order')->get();
        foreach (MoneyAlarm::query()->whereNull('resolved_at')->where('kind', MoneyAlarm::NO_RECEIPT)->get() as $alarm) {
            if (\App\Shop\Fiscal\SalesWithoutReceipt::settled($alarm->source, $alarm->order_id)) {
                $alarm->update(['resolved_at' => $now]);
            }
        }
        foreach ($open as $alarm) {
            $settled = $alarm->kind === MoneyAlarm::LATE_PAYMENT
                ? Payments::netPaid($alarm->order) <= 0
                : $alarm->order->status === OrderStatus::Cancelled || Payments::due($alarm->order) === 0;
            if ($settled) {
                $alarm->update(['resolved_at' => $now]);
            }
        }
    }
}
