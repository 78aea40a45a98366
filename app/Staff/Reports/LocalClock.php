<?php

namespace App\Staff\Reports;

use Carbon\CarbonImmutable;
use DateTimeZone;
use Illuminate\Database\Connection;
use LogicException;

/**
 * SQL for the shop's local time of a stored instant (created_at, kept in the app's timezone): the offset between the
 * two timezones is constant between their transitions, so over a range it is a CASE over the few transitions in it,
 * the same arithmetic as Carbon's setTimezone() with no timezone database needed in SQLite.
 */
final class LocalClock
{
    /** @var string SQL of the local date-time of the column */
    private string $local;

    public function __construct(private Connection $db, string $column, string $startDb, string $endDb)
    {
        $appTz = new DateTimeZone((string) config('app.timezone'));
        $shopTz = new DateTimeZone((string) config('shop.ordering.timezone'));
        $start = CarbonImmutable::parse($startDb, $appTz)->subDay();
        $end = CarbonImmutable::parse($endDb, $appTz)->addDay();

        // Every instant where either offset changes, and the offset (shop minus app, seconds) from it on.
        $instants = [$start->getTimestamp()];
        foreach ([$appTz, $shopTz] as $tz) {
            foreach ($tz->getTransitions($start->getTimestamp(), $end->getTimestamp()) ?: [] as $i => $t) {
                if ($i > 0) {
                    $instants[] = (int) $t['ts'];
                }
            }
        }
        sort($instants);
        $segments = [];
        foreach (array_unique($instants) as $ts) {
            $at = CarbonImmutable::createFromTimestamp($ts);
            $offset = $shopTz->getOffset($at) - $appTz->getOffset($at);
            if ($segments === [] || end($segments)['offset'] !== $offset) {
                $segments[] = ['from' => $at->setTimezone($appTz)->format('Y-m-d H:i:s'), 'offset' => $offset];
            }
        }

        $shift = (string) $segments[0]['offset'];
        if (count($segments) > 1) {
            $shift = 'CASE';
            foreach (array_slice($segments, 1) as $i => $segment) {
                $shift .= " WHEN $column < '".$segment['from']."' THEN ".$segments[$i]['offset'];
            }
            $shift .= ' ELSE '.end($segments)['offset'].' END';
        }

        $this->local = match ($db->getDriverName()) {
            'pgsql' => "($column + ($shift) * interval '1 second')",
            'sqlite' => "datetime($column, ($shift) || ' seconds')",
            'mysql', 'mariadb' => "($column + interval ($shift) second)",
            default => throw new LogicException('No local time for '.$db->getDriverName()),
        };
    }

    /** SQL of the local date, Y-m-d. */
    public function date(): string
    {
        return match ($this->db->getDriverName()) {
            'pgsql' => "to_char($this->local, 'YYYY-MM-DD')",
            'sqlite' => "date($this->local)",
            default => "date_format($this->local, '%Y-%m-%d')",
        };
    }

    /** SQL of the local hour, 0..23. */
    public function hour(): string
    {
        return match ($this->db->getDriverName()) {
            'pgsql' => "cast(extract(hour from $this->local) as integer)",
            'sqlite' => "cast(strftime('%H', $this->local) as integer)",
            default => "hour($this->local)",
        };
    }
}
