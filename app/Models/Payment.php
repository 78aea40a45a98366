<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * One card payment attempt of an order at the gateway: its payment order code, amount (minor units) and outcome.
 *
 * @property int $id
 * @property int $order_id
 * @property string $driver
 * @property string $order_code
 * @property int $amount
 * @property int $currency_code
 * @property string $status
 * @property string|null $transaction_id
 * @property string|null $status_id
 * @property string $redirect_url
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read \App\Models\Order $order
 */
class Payment extends Model
{
    public const PENDING = 'pending';

    public const PAID = 'paid';

    public const FAILED = 'failed';

    /** Closed with the provider before it was paid (given up, paid again or switched to cash). */
    public const CANCELLED = 'cancelled';

    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['amount' => 'integer', 'currency_code' => 'integer'];
    }

    /** @return BelongsTo<Order, $this> */
    public function order(): BelongsTo
    {
        return $this->belongsTo(Order::class);
    }
}
