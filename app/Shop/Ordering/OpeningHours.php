<?php

namespace App\Shop\Ordering;

use App\Models\OpeningHoursOverride;
use App\Models\Restaurant;
use Carbon\CarbonImmutable;
use Illuminate\Support\Collection;

/**
 * A kitchen's opening and closing time on a local date: the override of that date when staff set one (closed, or
 * other hours; the restaurant's own override before one for all restaurants), otherwise its weekly hours.
 * A kitchen's overrides are read once (one row per holiday and restaurant: few).
 */
class OpeningHours
{
    /** @var array<int, Collection<int, OpeningHoursOverride>> overrides by kitchen id */
    private array $overrides = [];

    /** ["HH:MM", "HH:MM"] of a local date, or null when the kitchen is closed that day.
     *  @return array{0: string, 1: string}|null */
    public function on(Restaurant $kitchen, string $date): ?array
    {
        $override = $this->override($kitchen, $date);
        if ($override !== null) {
            return $override->closed || $override->opens_at === null || $override->closes_at === null ? null : [$override->opens_at, $override->closes_at];
        }
        $weekday = CarbonImmutable::parse($date, config('shop.ordering.timezone'))->isoWeekday();
        $hours = $kitchen->hours[$weekday] ?? $kitchen->hours[(string) $weekday] ?? null;

        return is_array($hours) && count($hours) === 2 ? [(string) $hours[0], (string) $hours[1]] : null;
    }

    public function override(Restaurant $kitchen, string $date): ?OpeningHoursOverride
    {
        $this->overrides[$kitchen->id] ??= OpeningHoursOverride::query()
            ->where(fn ($q) => $q->where('restaurant_id', $kitchen->id)->orWhereNull('restaurant_id'))
            ->get();
        $forDate = $this->overrides[$kitchen->id]->filter(fn (OpeningHoursOverride $o) => $o->date->format('Y-m-d') === $date);

        return $forDate->firstWhere('restaurant_id', $kitchen->id) ?? $forDate->first();
    }

    /**
     * When the kitchen's current service ends, or its next one when it is closed now: the closing time of the local day
     * whose hours hold $now (a closing at or before the opening is past midnight; "23:59" is midnight), looking a week
     * ahead; null when it has no hours that week.
     */
    public function nextClosing(Restaurant $kitchen, CarbonImmutable $now): ?CarbonImmutable
    {
        $timezone = (string) config('shop.ordering.timezone');
        $local = $now->setTimezone($timezone);
        foreach (range(-1, 7) as $offset) {
            $date = $local->startOfDay()->addDays($offset);
            $hours = $this->on($kitchen, $date->format('Y-m-d'));
            if ($hours === null) {
                continue;
            }
            [$open, $close] = [CarbonImmutable::parse($date->format('Y-m-d').' '.$hours[0], $timezone), CarbonImmutable::parse($date->format('Y-m-d').' '.$hours[1], $timezone)];
            if ($hours[1] === '23:59') {
                $close = $date->addDay();
            } elseif ($close->lte($open)) {
                $close = $close->addDay();
            }
            if ($close->gt($now)) {
                return $close->utc();
            }
        }

        return null;
    }

    /**
     * When "until closing" ends: the restaurant's next closing; everywhere, the last of every restaurant's next closing.
     * A restaurant without hours this week keeps it until put back (null).
     */
    public function closing(?int $restaurantId, CarbonImmutable $now): ?CarbonImmutable
    {
        $restaurants = Restaurant::query()->when($restaurantId !== null, fn ($q) => $q->whereKey($restaurantId))->get();
        $closings = [];
        foreach ($restaurants as $restaurant) {
            $closing = $this->nextClosing($restaurant, $now);
            if ($closing !== null) {
                $closings[] = $closing;
            }
        }

        return $closings === [] ? null : max($closings);
    }
}
