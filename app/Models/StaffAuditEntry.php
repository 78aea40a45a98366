<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\MassPrunable;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * One staff action as it happened: who (and the name then), what, on which subject, the state before and after.
 *
 * @property int $id
 * @property int|null $staff_member_id
 * @property string $staff_name
 * @property string $action
 * @property string $subject_type
 * @property string|null $subject_id
 * @property int|null $order_id
 * @property array<array-key, mixed>|null $before
 * @property array<array-key, mixed>|null $after
 * @property string|null $ip
 * @property \Illuminate\Support\Carbon $created_at
 * @property-read \App\Models\StaffMember|null $staffMember
 * @property-read \App\Models\Order|null $order
 */
class StaffAuditEntry extends Model
{
    use MassPrunable;

    public const UPDATED_AT = null;

    protected $table = 'staff_audit_log';

    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['before' => 'array', 'after' => 'array', 'created_at' => 'datetime'];
    }

    /** @return BelongsTo<StaffMember, $this> */
    public function staffMember(): BelongsTo
    {
        return $this->belongsTo(StaffMember::class);
    }

    /** @return BelongsTo<Order, $this> */
    public function order(): BelongsTo
    {
        return $this->belongsTo(Order::class);
    }

    /** Entries older than shop.retention.staff_audit_days (model:prune, daily); 0 keeps them all.
     *  @return Builder<static> */
    public function prunable(): Builder
    {
        $keep = (int) config('shop.retention.staff_audit_days');

        return static::query()->when($keep <= 0, fn (Builder $q) => $q->whereRaw('1 = 0'))->where('created_at', '<', now()->subDays(max(0, $keep)));
    }
}
