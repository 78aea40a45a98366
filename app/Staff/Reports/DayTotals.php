<?php

namespace App\Staff\Reports;

use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Payments\Payments;
use App\Shop\Payments\RefundChecks;
use Illuminate\Database\Connection;
use Illuminate\Database\Query\Builder;

/**
 * The figures of one stretch of placing times, summed by SQL (a handful of grouped queries, nothing walked in PHP),
 * in a form that adds up: the figures of a range are the sum of those of its days (App\Staff\Reports\FigureDays).
 *
 * @phpstan-type Totals array{orders: int, gross: int, refunded: int, perHour: list<int>, cancelled: int,
 *     reasons: list<array{0: ?string, 1: int}>, byType: array<string, int>,
 *     dishes: list<array{0: ?string, 1: ?int, 2: int, 3: int, 4: int}>,
 *     tips: list<array{0: string, 1: ?int, 2: int, 3: int}>}
 */
final class DayTotals
{
    public function __construct(private Connection $db) {}

    /** Orders placed from $startDb to $endDb (stored times, both included).
     *  @return Totals */
    public function between(string $startDb, string $endDb): array
    {
        $clock = new LocalClock($this->db, 'created_at', $startDb, $endDb);
        $placed = fn (): Builder => $this->db->table('orders')->whereBetween('created_at', [$startDb, $endDb]);
        $live = fn (): Builder => $placed()->where('status', '!=', OrderStatus::Cancelled->value);

        $totals = ['orders' => 0, 'gross' => 0, 'refunded' => 0, 'perHour' => array_fill(0, 24, 0), 'cancelled' => 0, 'reasons' => [], 'byType' => [], 'dishes' => [], 'tips' => []];
        foreach ($live()->selectRaw($clock->hour().' as h, order_type, count(*) as n, sum(total) as s')->groupByRaw($clock->hour().', order_type')->get() as $row) {
            $totals['orders'] += (int) $row->n;
            $totals['gross'] += (int) $row->s;
            $totals['perHour'][(int) $row->h] += (int) $row->n;
            $totals['byType'][(string) $row->order_type] = ($totals['byType'][(string) $row->order_type] ?? 0) + (int) $row->n;
        }
        // Refunds of dishes or whole orders; a correction's refund is in its lowered total already.
        $totals['refunded'] = (int) $this->db->table('payment_refunds')->whereIn('order_id', $live()->select('id'))
            ->where('kind', Payments::REFUND_KIND)->where('status', '!=', RefundChecks::FAILED)->sum('amount');

        foreach ($placed()->where('status', OrderStatus::Cancelled->value)->selectRaw('cancellation_reason as reason, count(*) as n')->groupBy('cancellation_reason')->get() as $row) {
            $totals['cancelled'] += (int) $row->n;
            $totals['reasons'][] = [$row->reason === null ? null : (string) $row->reason, (int) $row->n];
        }

        // Dishes by the slug they were ordered under, with their newest line (its name is the dish's: a line keeps it
        // when its product is gone; read by Figures for the few dishes shown).
        // The orders' ids are read first and written into the query: a stretch is a day, a few thousand orders, and the
        // lines are then found by their order's index whatever the planner thinks of a join.
        $dishes = $this->db->table('order_lines')->whereIntegerInRaw('order_id', $live()->pluck('id')->all())
            ->selectRaw('slug, max(product_id) as product_id, sum(quantity) as quantity, sum(line_total) as amount, max(id) as line_id')
            ->groupBy('slug')->get();
        foreach ($dishes as $row) {
            $totals['dishes'][] = [$row->slug === null ? null : (string) $row->slug, $row->product_id === null ? null : (int) $row->product_id,
                (int) $row->quantity, (int) $row->amount, (int) $row->line_id];
        }

        // Tips of orders not refunded in full (a full refund gives the tip back), per local day and restaurant.
        $tipped = $live()->where('tip', '>', 0)->where('payment_status', '!=', PaymentStatus::Refunded->value)
            ->selectRaw($clock->date().' as d, restaurant_id, sum(tip) as amount, count(*) as n')->groupByRaw($clock->date().', restaurant_id')->get();
        foreach ($tipped as $row) {
            $totals['tips'][] = [(string) $row->d, $row->restaurant_id === null ? null : (int) $row->restaurant_id, (int) $row->amount, (int) $row->n];
        }
        $totals['perHour'] = array_values($totals['perHour']);

        return $totals;
    }

    /**
     * The sum of several stretches' totals.
     *
     * @param  list<Totals>  $parts
     * @return Totals
     */
    public static function sum(array $parts): array
    {
        $sum = ['orders' => 0, 'gross' => 0, 'refunded' => 0, 'perHour' => array_fill(0, 24, 0), 'cancelled' => 0, 'reasons' => [], 'byType' => [], 'dishes' => [], 'tips' => []];
        $reasons = $dishes = $tips = [];
        foreach ($parts as $part) {
            foreach (['orders', 'gross', 'refunded', 'cancelled'] as $key) {
                $sum[$key] += $part[$key];
            }
            foreach ($part['perHour'] as $hour => $n) {
                $sum['perHour'][$hour] += $n;
            }
            foreach ($part['byType'] as $type => $n) {
                $sum['byType'][$type] = ($sum['byType'][$type] ?? 0) + $n;
            }
            foreach ($part['reasons'] as [$reason, $n]) {
                $key = $reason ?? "\0";
                $reasons[$key] = [$reason, ($reasons[$key][1] ?? 0) + $n];
            }
            foreach ($part['dishes'] as [$slug, $productId, $quantity, $amount, $lineId]) {
                $key = $slug ?? "\0";
                $had = $dishes[$key] ?? null;
                $dishes[$key] = $had === null ? [$slug, $productId, $quantity, $amount, $lineId] : [
                    $slug, $had[1] === null ? $productId : ($productId === null ? $had[1] : max($had[1], $productId)),
                    $had[2] + $quantity, $had[3] + $amount, max($had[4], $lineId),
                ];
            }
            foreach ($part['tips'] as [$date, $restaurant, $amount, $n]) {
                $key = $date.'|'.$restaurant;
                $tips[$key] = [$date, $restaurant, ($tips[$key][2] ?? 0) + $amount, ($tips[$key][3] ?? 0) + $n];
            }
        }
        $sum['reasons'] = array_values($reasons);
        $sum['dishes'] = array_values($dishes);
        $sum['tips'] = array_values($tips);
        $sum['perHour'] = array_values($sum['perHour']);

        return $sum;
    }
}
