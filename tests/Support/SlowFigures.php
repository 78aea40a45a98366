<?php

namespace Tests\Support;

use App\Models\Order;
use App\Models\OrderLine;
use App\Models\PaymentRefund;
use App\Models\Restaurant;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Builder;

/**
 * The figures as they were computed before issue 31 (every order of the range walked in PHP): the reference the
 * SQL aggregates and daily rollups of App\Staff\Reports\Figures are compared with (tests, bench/volume.sh).
 *
 * The figures of a range of days (shop timezone, placing time): orders and revenue (what the orders that were not
 * cancelled cost, less what was refunded of them), the average ticket, cancellations and their reasons, orders per
 * hour of the day, the dishes sold most, and the tips per day and restaurant. Money in minor units.
 */
class SlowFigures
{
    /** @return array<string, mixed> */
    public function between(CarbonImmutable $from, CarbonImmutable $to, string $locale): array
    {
        $live = $this->placed($from, $to)->where('status', '!=', OrderStatus::Cancelled->value);
        $orders = (clone $live)->count();
        $gross = (int) (clone $live)->sum('total');
        $refunded = (int) PaymentRefund::query()->whereIn('order_id', (clone $live)->select('id'))->where('status', '!=', \App\Shop\Payments\RefundChecks::FAILED)->sum('amount');
        $revenue = $gross - $refunded;

        $perHour = array_fill(0, 24, 0);
        $timezone = config('shop.ordering.timezone');
        foreach ((clone $live)->toBase()->select(['id', 'created_at'])->lazyById(1000, 'id')->pluck('created_at') as $placedAt) {
            $perHour[(int) CarbonImmutable::parse($placedAt, config('app.timezone'))->setTimezone($timezone)->format('G')]++;
        }

        $cancelled = $this->placed($from, $to)->where('status', OrderStatus::Cancelled->value);
        $reasons = (clone $cancelled)->toBase()->selectRaw('cancellation_reason as reason, count(*) as n')->groupBy('cancellation_reason')
            ->orderByDesc('n')->get()->map(fn ($row) => ['reason' => $row->reason, 'count' => (int) $row->n])->all();

        // Dishes by the slug they were ordered under (a line keeps it when its product is gone).
        $top = OrderLine::query()->whereIn('order_id', (clone $live)->select('id'))
            ->selectRaw('slug, max(product_id) as product_id, sum(quantity) as quantity, sum(line_total) as amount')
            ->groupBy('slug')->orderByDesc('quantity')->orderBy('slug')
            ->limit((int) config('shop.staff.reports.top_products'))->get();
        $names = OrderLine::query()->whereIn('order_id', (clone $live)->select('id'))->whereIn('slug', $top->pluck('slug')->filter())->orderByDesc('id')->get(['slug', 'name'])->unique('slug')->keyBy('slug');

        return [
            'tips' => $this->tips($live, $locale),
            'from' => $from->format('Y-m-d'),
            'to' => $to->format('Y-m-d'),
            'orders' => $orders,
            'revenue' => $revenue,
            'refunded' => $refunded,
            'average' => $orders > 0 ? intdiv($revenue, $orders) : 0,
            'cancelled' => (clone $cancelled)->count(),
            'reasons' => $reasons,
            'perHour' => $perHour,
            'byType' => (clone $live)->toBase()->selectRaw('order_type as type, count(*) as n')->groupBy('order_type')->pluck('n', 'type')->map(fn ($n) => (int) $n)->all(),
            'top' => $top->map(fn ($row) => [
                'product_id' => $row->product_id,
                'name' => $names->get($row->slug)?->translatedName($locale) ?? '—',
                'quantity' => (int) $row->quantity,
                'amount' => (int) $row->getAttribute('amount'),
            ])->all(),
        ];
    }

    /**
     * The tips of the orders that were not cancelled nor refunded in full (a full refund gives the tip back), per
     * local day and restaurant, and their sum. Partial refunds are of dishes and leave the tip.
     *
     * @param  Builder<Order>  $live
     * @return array{total: int, rows: list<array{date: string, restaurant: string, amount: int, orders: int}>}
     */
    private function tips(Builder $live, string $locale): array
    {
        $rows = [];
        $timezone = config('shop.ordering.timezone');
        $tipped = (clone $live)->where('tip', '>', 0)->where('payment_status', '!=', PaymentStatus::Refunded->value)
            ->toBase()->select(['id', 'created_at', 'restaurant_id', 'tip']);
        foreach ($tipped->lazyById(1000, 'id') as $order) {
            $date = CarbonImmutable::parse($order->created_at, config('app.timezone'))->setTimezone($timezone)->format('Y-m-d');
            $key = $date.'|'.$order->restaurant_id;
            $rows[$key] ??= ['date' => $date, 'restaurant_id' => $order->restaurant_id === null ? null : (int) $order->restaurant_id, 'amount' => 0, 'orders' => 0];
            $rows[$key]['amount'] += (int) $order->tip;
            $rows[$key]['orders']++;
        }
        ksort($rows);
        $names = Restaurant::query()->whereIn('id', array_filter(array_column($rows, 'restaurant_id')))->get()->keyBy('id');
        $rows = array_map(fn (array $row) => [
            'date' => $row['date'],
            'restaurant' => (string) ($names->get($row['restaurant_id'])?->translate('name', $locale) ?? '—'),
            'amount' => $row['amount'],
            'orders' => $row['orders'],
        ], array_values($rows));

        return ['total' => array_sum(array_column($rows, 'amount')), 'rows' => $rows];
    }

    /** Orders placed on the local days from..to (inclusive).
     *  @return Builder<Order> */
    public function placed(CarbonImmutable $from, CarbonImmutable $to): Builder
    {
        $appTz = config('app.timezone');

        return Order::query()->whereBetween('created_at', [
            $from->startOfDay()->setTimezone($appTz)->format('Y-m-d H:i:s'),
            $to->endOfDay()->setTimezone($appTz)->format('Y-m-d H:i:s'),
        ]);
    }
}
