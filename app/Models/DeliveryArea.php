<?php

namespace App\Models;

use App\Models\Concerns\HasTranslations;
use App\Shop\Delivery\Polygon;
use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * Where one restaurant delivers (docs/delivery-areas.md): a GeoJSON polygon with holes, its priority among areas that
 * overlap, the minimum order, fee, free-from total (minor units), delivery minutes and weekday hours.
 *
 * @property int $id
 * @property int $restaurant_id
 * @property array<string, string> $name
 * @property string $colour
 * @property array<string, mixed> $polygon
 * @property float $min_lat
 * @property float $max_lat
 * @property float $min_lng
 * @property float $max_lng
 * @property int $priority
 * @property int $min_order
 * @property int $delivery_fee
 * @property int|null $free_from
 * @property int $eta_minutes
 * @property array<array-key, mixed>|null $hours
 * @property bool $active
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read \App\Models\Restaurant $restaurant
 */
class DeliveryArea extends Model
{
    /** @use HasFactory<\Database\Factories\DeliveryAreaFactory> */
    use HasFactory, HasTranslations;

    /** @var list<string> */
    protected array $translatable = ['name'];

    protected $guarded = [];

    private ?Polygon $shape = null;

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'polygon' => 'array', 'hours' => 'array', 'active' => 'boolean', 'priority' => 'integer', 'min_order' => 'integer',
            'delivery_fee' => 'integer', 'free_from' => 'integer', 'eta_minutes' => 'integer',
            'min_lat' => 'float', 'max_lat' => 'float', 'min_lng' => 'float', 'max_lng' => 'float',
        ];
    }

    protected static function booted(): void
    {
        // The bounding box always follows the polygon (the first filter of DeliveryAreas::covering).
        static::saving(function (DeliveryArea $area) {
            $area->fill(Polygon::fromGeoJson($area->polygon)->bounds());
        });
    }

    /** @return BelongsTo<Restaurant, $this> */
    public function restaurant(): BelongsTo
    {
        return $this->belongsTo(Restaurant::class);
    }

    public function shape(): Polygon
    {
        return $this->shape ??= Polygon::fromGeoJson($this->polygon);
    }

    public function covers(float $lat, float $lng): bool
    {
        return $lat >= $this->min_lat && $lat <= $this->max_lat && $lng >= $this->min_lng && $lng <= $this->max_lng
            && $this->shape()->contains($lat, $lng);
    }

    /**
     * Whether the area delivers at $at by its own weekday hours (ISO weekday => ["HH:MM", "HH:MM"] in the shop's time
     * zone; a closing at or before the opening runs past midnight, "23:59" is midnight; a day left out is closed).
     * No hours: whenever its kitchen takes orders (the kitchen's own hours are checked apart, as for any order).
     */
    public function deliversAt(CarbonImmutable $at): bool
    {
        if ($this->hours === null) {
            return true;
        }
        $local = $at->setTimezone((string) config('shop.ordering.timezone'));
        // Today's hours, and yesterday's when they run past midnight into today.
        foreach ([$local->startOfDay()->subDay(), $local->startOfDay()] as $day) {
            $hours = $this->hours[$day->isoWeekday()] ?? $this->hours[(string) $day->isoWeekday()] ?? null;
            if (! is_array($hours) || count($hours) !== 2) {
                continue;
            }
            $open = $day->setTimeFromTimeString((string) $hours[0]);
            $close = $hours[1] === '23:59' ? $day->addDay() : $day->setTimeFromTimeString((string) $hours[1]);
            if ($close->lte($open)) {
                $close = $close->addDay();
            }
            if ($local->gte($open) && $local->lt($close)) {
                return true;
            }
        }

        return false;
    }
}
