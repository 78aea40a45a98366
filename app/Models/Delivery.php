<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * An order given to a courier (App\Staff\Couriers\Dispatch): its place in the courier's run, when it was picked
 * up and delivered (with the cash collected) or why it could not be delivered. Open while neither delivered nor failed.
 *
 * @property int $id
 * @property int $order_id
 * @property int $courier_id
 * @property int|null $assigned_by_id
 * @property int $position
 * @property \Illuminate\Support\Carbon $assigned_at
 * @property \Illuminate\Support\Carbon|null $picked_up_at
 * @property \Illuminate\Support\Carbon|null $delivered_at
 * @property \Illuminate\Support\Carbon|null $failed_at
 * @property string|null $failure_reason
 * @property int|null $cash_collected
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read \App\Models\Order $order
 * @property-read \App\Models\StaffMember $courier
 * @property-read \App\Models\StaffMember|null $assignedBy
 */
class Delivery extends Model
{
    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'position' => 'integer',
            'cash_collected' => 'integer',
            'assigned_at' => 'datetime',
            'picked_up_at' => 'datetime',
            'delivered_at' => 'datetime',
            'failed_at' => 'datetime',
        ];
    }

    /** @return BelongsTo<Order, $this> */
    public function order(): BelongsTo
    {
        return $this->belongsTo(Order::class);
    }

    /** @return BelongsTo<StaffMember, $this> */
    public function courier(): BelongsTo
    {
        return $this->belongsTo(StaffMember::class, 'courier_id');
    }

    /** @return BelongsTo<StaffMember, $this> */
    public function assignedBy(): BelongsTo
    {
        return $this->belongsTo(StaffMember::class, 'assigned_by_id');
    }

    /** Deliveries neither delivered nor failed.
     *  @return Builder<static> */
    public static function openQuery(): Builder
    {
        return static::query()->whereNull('delivered_at')->whereNull('failed_at');
    }

    public function isOpen(): bool
    {
        return $this->delivered_at === null && $this->failed_at === null;
    }

    /** The courier's first name: all the customer is told ("Oleh is on the way"). */
    public static function firstName(string $name): string
    {
        return (string) strtok(trim($name), " \t");
    }
}
