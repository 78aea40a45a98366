<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * A courier's shift at one restaurant: open while ended_at is null. Only a courier on shift at an order's
 * restaurant can be given or take its delivery.
 *
 * @property int $id
 * @property int $staff_member_id
 * @property int $restaurant_id
 * @property \Illuminate\Support\Carbon $started_at
 * @property \Illuminate\Support\Carbon|null $ended_at
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read \App\Models\StaffMember $courier
 * @property-read \App\Models\Restaurant $restaurant
 */
class CourierShift extends Model
{
    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['started_at' => 'datetime', 'ended_at' => 'datetime'];
    }

    /** @return BelongsTo<StaffMember, $this> */
    public function courier(): BelongsTo
    {
        return $this->belongsTo(StaffMember::class, 'staff_member_id');
    }

    /** @return BelongsTo<Restaurant, $this> */
    public function restaurant(): BelongsTo
    {
        return $this->belongsTo(Restaurant::class);
    }

    /** Shifts not ended yet.
     *  @return Builder<static> */
    public static function openQuery(): Builder
    {
        return static::query()->whereNull('ended_at');
    }
}
