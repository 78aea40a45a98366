<?php

namespace App\Models;

use App\Models\Casts\UtcDateTime;
use App\Models\Concerns\HasTranslations;
use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;

/**
 * @property int $id
 * @property string $slug
 * @property array<string, string> $name
 * @property array<string, string> $address
 * @property string $phone
 * @property float $lat
 * @property float $lng
 * @property bool $pickup
 * @property array<array-key, mixed> $hours
 * @property int $sort
 * @property int $prep_minutes
 * @property int|null $busy_minutes
 * @property \Carbon\CarbonImmutable|null $busy_until
 * @property \Carbon\CarbonImmutable|null $paused_until
 * @property string|null $fiscal_license_key the register's Checkbox licence key (encrypted at rest)
 * @property string|null $fiscal_pin_code the register's cashier PIN (encrypted at rest)
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 */
class Restaurant extends Model
{
    /** @use HasFactory<\Database\Factories\RestaurantFactory> */
    use HasFactory, HasTranslations;

    /** @var list<string> */
    protected array $translatable = ['name', 'address'];

    protected $guarded = [];

    /** @var list<string> */
    protected $hidden = ['fiscal_license_key', 'fiscal_pin_code'];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'hours' => 'array', 'pickup' => 'boolean', 'lat' => 'float', 'lng' => 'float',
            'prep_minutes' => 'integer', 'busy_minutes' => 'integer', 'busy_until' => UtcDateTime::class, 'paused_until' => UtcDateTime::class,
            'fiscal_license_key' => 'encrypted', 'fiscal_pin_code' => 'encrypted',
        ];
    }

    /** The minutes an operator's busy mode adds to every ETA and to the slots' lead time at $now (0 once it ended). */
    public function busyMinutesAt(CarbonImmutable $now): int
    {
        return $this->busy_until !== null && $this->busy_until->gt($now) ? (int) $this->busy_minutes : 0;
    }

    /** Until when online orders are paused at $now, or null when they are not (a pause ends on its own). */
    public function pausedUntilAt(CarbonImmutable $now): ?CarbonImmutable
    {
        return $this->paused_until !== null && $this->paused_until->gt($now) ? $this->paused_until : null;
    }

    /** Until when busy mode lasts at $now, or null when the kitchen is not busy. */
    public function busyUntilAt(CarbonImmutable $now): ?CarbonImmutable
    {
        return $this->busyMinutesAt($now) > 0 ? $this->busy_until : null;
    }

    /** @param  Builder<Restaurant>  $query */
    public function scopeOrdered(Builder $query): void
    {
        $query->orderBy('sort')->orderBy('id');
    }
}
