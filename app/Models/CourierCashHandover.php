<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * A courier's cash of one day closed by a manager (App\Staff\Couriers\CourierCash): the cash their deliveries
 * collected, the amount received and the shortfall (negative: a surplus) with its reason.
 *
 * @property int $id
 * @property int $courier_id
 * @property \Illuminate\Support\Carbon $day
 * @property int $deliveries
 * @property int $expected
 * @property int $received
 * @property int $shortfall
 * @property string|null $shortfall_reason
 * @property int|null $closed_by_id
 * @property \Illuminate\Support\Carbon $closed_at
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read \App\Models\StaffMember|null $closedBy
 */
class CourierCashHandover extends Model
{
    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['day' => 'date', 'closed_at' => 'datetime', 'deliveries' => 'integer', 'expected' => 'integer', 'received' => 'integer', 'shortfall' => 'integer'];
    }

    /** @return BelongsTo<StaffMember, $this> */
    public function closedBy(): BelongsTo
    {
        return $this->belongsTo(StaffMember::class, 'closed_by_id');
    }
}
