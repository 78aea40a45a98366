<?php

namespace App\Staff\Reports;

use App\Models\Order;
use App\Models\OrderLine;
use App\Models\Restaurant;
use Carbon\CarbonImmutable;
use Illuminate\Database\Connection;
use Illuminate\Database\Eloquent\Builder;

/**
 * The figures of a range of days (shop timezone, placing time): orders and revenue (what the orders that were not
 * cancelled cost, less what was refunded of them), the average ticket, cancellations and their reasons, orders per
 * hour of the day, the dishes sold most, and the tips per day and restaurant (of the orders not refunded in full: a
 * full refund gives the tip back). Money in minor units.
 *
 * Summed by SQL: the days before today from their daily rollups (FigureDays), today from the orders themselves
 * (DayTotals), so a year costs what its 365 stored rows cost to add up.
 *
 * @phpstan-import-type Totals from DayTotals
 */
class Figures
{
    public function __construct(private FigureDays $days, private DayTotals $totals, private Connection $db) {}

    /** @return array<string, mixed> */
    public function between(CarbonImmutable $from, CarbonImmutable $to, string $locale): array
    {
        $timezone = (string) config('shop.ordering.timezone');
        $from = $from->setTimezone($timezone)->startOfDay();
        $to = $to->setTimezone($timezone)->startOfDay();
        $today = CarbonImmutable::now($timezone)->startOfDay();

        $parts = $from < $today ? [$this->days->sum($from, $to->min($today->subDay()))] : [];
        if ($to >= $today) {
            $parts[] = $this->totals->between(FigureDays::bounds($from->max($today))[0], FigureDays::bounds($to)[1]);
        }
        $sum = DayTotals::sum($parts);
        $revenue = $sum['gross'] - $sum['refunded'];

        $reasons = $sum['reasons'];
        usort($reasons, fn (array $a, array $b) => [$b[1], (string) $a[0]] <=> [$a[1], (string) $b[0]]);
        ksort($sum['byType']);

        return [
            'tips' => $this->tips($sum['tips'], $locale),
            'from' => $from->format('Y-m-d'),
            'to' => $to->format('Y-m-d'),
            'orders' => $sum['orders'],
            'revenue' => $revenue,
            'refunded' => $sum['refunded'],
            'average' => $sum['orders'] > 0 ? intdiv($revenue, $sum['orders']) : 0,
            'cancelled' => $sum['cancelled'],
            'reasons' => array_map(fn (array $r) => ['reason' => $r[0], 'count' => $r[1]], $reasons),
            'perHour' => $sum['perHour'],
            'byType' => $sum['byType'],
            'top' => $this->top($sum['dishes'], $locale),
        ];
    }

    /**
     * The dishes sold most (by quantity, then slug in the database's order), named as their newest line was.
     *
     * @param  list<array{0: ?string, 1: ?int, 2: int, 3: int, 4: int}>  $dishes
     * @return list<array{product_id: ?int, name: string, quantity: int, amount: int}>
     */
    private function top(array $dishes, string $locale): array
    {
        // Where NULL sorts among slugs ascending: last in PostgreSQL, first in SQLite and MySQL.
        $nullRank = $this->db->getDriverName() === 'pgsql' ? 1 : -1;
        usort($dishes, fn (array $a, array $b) => $b[2] <=> $a[2]
            ?: ($a[0] === null || $b[0] === null ? ($a[0] === $b[0] ? 0 : ($a[0] === null ? $nullRank : -$nullRank)) : strcmp($a[0], $b[0])));

        $top = array_slice($dishes, 0, (int) config('shop.staff.reports.top_products'));
        $names = OrderLine::query()->whereKey(array_column($top, 4))->get(['id', 'name'])->keyBy('id');

        return array_map(fn (array $d) => [
            'product_id' => $d[1],
            'name' => (string) $d[0] === '' || $d[0] === '0' ? '—' : ($names->get($d[4])?->translatedName($locale) ?? '—'),
            'quantity' => $d[2],
            'amount' => $d[3],
        ], $top);
    }

    /**
     * @param  list<array{0: string, 1: ?int, 2: int, 3: int}>  $tips
     * @return array{total: int, rows: list<array{date: string, restaurant: string, amount: int, orders: int}>}
     */
    private function tips(array $tips, string $locale): array
    {
        $keyed = [];
        foreach ($tips as $tip) {
            $keyed[$tip[0].'|'.$tip[1]] = $tip;
        }
        ksort($keyed);
        $names = Restaurant::query()->whereIn('id', array_filter(array_column($tips, 1)))->get()->keyBy('id');
        $rows = array_map(fn (array $t) => [
            'date' => $t[0],
            'restaurant' => (string) ($names->get($t[1])?->translate('name', $locale) ?? '—'),
            'amount' => $t[2],
            'orders' => $t[3],
        ], array_values($keyed));

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
