<?php

namespace App\Shop\Ordering;

use App\Models\ShopSetting;

/**
 * The effective slot settings: a manager's step, lead time and capacity (the "slots" shop setting) over
 * shop.ordering.slots, which also gives the days ahead and the gap after opening and applies when nothing is stored.
 * The one reader of slot settings; read once per instance (a request's), so a manager's save applies to the next one.
 */
class SlotSettings
{
    /** The settings a manager may change, each with its allowed values (steps) or range (min, max). */
    public const STEPS = [10, 15, 20, 30, 45, 60, 90, 120];

    public const LEAD = [0, 240];

    public const CAPACITY = [1, 500];

    /** The key of the stored overrides in shop_settings. */
    public const KEY = 'slots';

    /** @var array{step_minutes: int, lead_minutes: int, capacity: int, after_open_minutes: int, days: int}|null */
    private ?array $values = null;

    public function stepMinutes(): int
    {
        return $this->values()['step_minutes'];
    }

    public function leadMinutes(): int
    {
        return $this->values()['lead_minutes'];
    }

    public function capacity(): int
    {
        return $this->values()['capacity'];
    }

    public function afterOpenMinutes(): int
    {
        return $this->values()['after_open_minutes'];
    }

    public function days(): int
    {
        return $this->values()['days'];
    }

    /** The editable settings as a manager sees them (stored, else configured).
     *  @return array{step_minutes: int, lead_minutes: int, capacity: int} */
    public function editable(): array
    {
        $v = $this->values();

        return ['step_minutes' => $v['step_minutes'], 'lead_minutes' => $v['lead_minutes'], 'capacity' => $v['capacity']];
    }

    /** @return array{step_minutes: int, lead_minutes: int, capacity: int, after_open_minutes: int, days: int} */
    private function values(): array
    {
        if ($this->values !== null) {
            return $this->values;
        }
        $config = (array) config('shop.ordering.slots');
        $stored = (array) ShopSetting::valueOf(self::KEY, []);
        $pick = fn (string $key) => (int) (is_numeric($stored[$key] ?? null) ? $stored[$key] : $config[$key]);

        return $this->values = [
            'step_minutes' => max(5, $pick('step_minutes')), 'lead_minutes' => max(0, $pick('lead_minutes')), 'capacity' => max(1, $pick('capacity')),
            'after_open_minutes' => (int) $config['after_open_minutes'], 'days' => max(1, (int) $config['days']),
        ];
    }
}
