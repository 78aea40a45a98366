<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * A money problem the staff overview shows until someone deals with it (App\Staff\Overview\MoneyAlarms): a payment
 * that arrived for a cancelled (or replaced) order, a refund the provider refused, a difference left unpaid.
 *
 * @property int $id
 * @property string $kind
 * @property int $order_id
 * @property string $source
 * @property int $amount
 * @property \Illuminate\Support\Carbon|null $sms_sent_at
 * @property \Illuminate\Support\Carbon|null $resolved_at
 * @property int|null $resolved_by
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read \App\Models\Order $order
 */
class MoneyAlarm extends Model
{
    public const LATE_PAYMENT = 'late_payment';

    public const REFUND_REFUSED = 'refund_refused';

    public const UNPAID_DIFFERENCE = 'unpaid_difference';

    /** A sale or a refund without its DONE fiscal receipt SHOP_FISCAL_ALARM_MINUTES later (docs/fiscal.md). */
    public const NO_RECEIPT = 'no_receipt';

    public const KINDS = [self::LATE_PAYMENT, self::REFUND_REFUSED, self::UNPAID_DIFFERENCE, self::NO_RECEIPT];

    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['amount' => 'integer', 'sms_sent_at' => 'datetime', 'resolved_at' => 'datetime'];
    }

    /** @return BelongsTo<Order, $this> */
    public function order(): BelongsTo
    {
        return $this->belongsTo(Order::class);
    }
}
