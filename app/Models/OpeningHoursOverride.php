<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * Other opening hours for one date (a holiday): closed, or open from opens_at to closes_at; for one restaurant or all.
 *
 * @property int $id
 * @property int|null $restaurant_id
 * @property \Illuminate\Support\Carbon $date
 * @property bool $closed
 * @property string|null $opens_at
 * @property string|null $closes_at
 * @property string|null $note
 * @property int|null $staff_member_id
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read \App\Models\Restaurant|null $restaurant
 */
class OpeningHoursOverride extends Model
{
    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['date' => 'date:Y-m-d', 'closed' => 'boolean'];
    }

    /** @return BelongsTo<Restaurant, $this> */
    public function restaurant(): BelongsTo
    {
        return $this->belongsTo(Restaurant::class);
    }
}
