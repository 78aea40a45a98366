<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * Money given back on a card payment through its provider: the amount (minor units), the lines it was for, who did it.
 *
 * @property int $id
 * @property int $order_id
 * @property int|null $payment_id
 * @property string $driver
 * @property int $amount
 * @property string $status
 * @property array<array-key, mixed>|null $lines
 * @property string|null $reason
 * @property string|null $provider_transaction_id
 * @property int|null $staff_member_id
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read \App\Models\Order $order
 * @property-read \App\Models\StaffMember|null $staffMember
 */
class PaymentRefund extends Model
{
    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['amount' => 'integer', 'lines' => 'array'];
    }

    /** @return BelongsTo<Order, $this> */
    public function order(): BelongsTo
    {
        return $this->belongsTo(Order::class);
    }

    /** @return BelongsTo<StaffMember, $this> */
    public function staffMember(): BelongsTo
    {
        return $this->belongsTo(StaffMember::class);
    }
}
