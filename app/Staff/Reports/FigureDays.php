<?php

namespace App\Staff\Reports;

use Carbon\CarbonImmutable;
use Illuminate\Contracts\Cache\Repository as Cache;
use Illuminate\Database\ConnectionInterface;

/**
 * The totals of whole local days before today, kept in order_figure_days. A day's row is made once, its totals
 * computed by DayTotals and stored with the version they were computed at; the triggers of the migration bump the
 * version at any write under the day, and the totals are stored only while the version is still the one read before
 * computing (a conditional update: a write that commits meanwhile wins, the next read computes again). A stale or
 * missing day is computed on read, so the figures are never older than the data.
 *
 * @phpstan-import-type Totals from DayTotals
 */
final class FigureDays
{
    public function __construct(private ConnectionInterface $db, private DayTotals $totals, private Cache $cache) {}

    /**
     * The totals of the local days from $from to $to, added up (both before today: a day still running is not rolled
     * up). The sum is kept in the cache under the days' versions: a range viewed again is one cache read, and a write
     * under any of its days (a new version) makes a new key.
     *
     * @return Totals
     */
    public function sum(CarbonImmutable $from, CarbonImmutable $to): array
    {
        $timezone = (string) config('shop.ordering.timezone');
        $versions = $this->db->table('order_figure_days')->where('timezone', $timezone)
            ->whereBetween('day', [$from->format('Y-m-d'), $to->format('Y-m-d')])->whereColumn('data_version', 'version')
            ->orderBy('day')->get(['id', 'version'])->map(fn ($r) => $r->id.':'.$r->version)->implode(',');
        $key = 'staff:figures:'.sha1($timezone.'|'.$from->format('Y-m-d').'|'.$to->format('Y-m-d').'|'.$versions);
        // Only a range whose every day is rolled up and current is kept (a missing or stale day is computed first).
        $complete = (int) $from->diffInDays($to) + 1 === substr_count($versions, ':');
        $cached = $complete ? $this->cache->get($key) : null;
        if (is_array($cached)) {
            /** @var Totals $cached */
            return $cached;
        }
        $sum = DayTotals::sum($this->between($from, $to));
        if ($complete) {
            $this->cache->put($key, $sum, now()->addDay());
        }

        return $sum;
    }

    /**
     * The totals of each local day from $from to $to (both before today: a day still running is not rolled up).
     *
     * @return list<Totals>
     */
    public function between(CarbonImmutable $from, CarbonImmutable $to): array
    {
        $timezone = (string) config('shop.ordering.timezone');
        $wanted = [];
        for ($day = $from->startOfDay(); $day <= $to; $day = $day->addDay()) {
            $wanted[$day->format('Y-m-d')] = self::bounds($day);
        }
        if ($wanted === []) {
            return [];
        }
        $rows = fn () => $this->db->table('order_figure_days')->where('timezone', $timezone)
            ->whereBetween('day', [array_key_first($wanted), array_key_last($wanted)])->get(['id', 'day', 'version', 'data_version', 'data'])
            ->keyBy(fn ($row) => substr((string) $row->day, 0, 10));
        $known = $rows();
        $missing = array_diff_key($wanted, $known->all());
        if ($missing !== []) {
            $this->db->table('order_figure_days')->insertOrIgnore(array_map(fn (string $day, array $b) => [
                'timezone' => $timezone, 'day' => $day, 'starts_at' => $b[0], 'ends_at' => $b[1], 'version' => 0,
            ], array_keys($missing), $missing));
            $known = $rows();
        }

        $out = [];
        foreach ($wanted as $day => [$start, $end]) {
            $row = $known[$day] ?? throw new \RuntimeException("The figures' row of $day is missing.");
            if ($row->data !== null && (int) $row->data_version === (int) $row->version) {
                /** @var Totals $data */
                $data = json_decode((string) $row->data, true, flags: JSON_THROW_ON_ERROR);
                $out[] = $data;

                continue;
            }
            $data = $this->totals->between($start, $end);
            $this->db->table('order_figure_days')->where('id', $row->id)->where('version', $row->version)
                ->update(['data' => json_encode($data, JSON_THROW_ON_ERROR), 'data_version' => $row->version, 'updated_at' => now()]);
            $out[] = $data;
        }

        return $out;
    }

    /** A local day's first and last second, as stored times (app timezone).
     *  @return array{0: string, 1: string} */
    public static function bounds(CarbonImmutable $day): array
    {
        $appTz = (string) config('app.timezone');

        return [$day->startOfDay()->setTimezone($appTz)->format('Y-m-d H:i:s'), $day->endOfDay()->setTimezone($appTz)->format('Y-m-d H:i:s')];
    }
}
