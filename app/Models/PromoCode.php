<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;

/** A promo code: a percentage (value 1–100) or a fixed amount (value in minor units) off the subtotal, within dates and
 *  limits: usage_limit uses in all, max_uses_per_customer per customer and per phone (null: no limit).
 *
 * @property int $id
 * @property string $code
 * @property string $kind
 * @property int $value
 * @property int|null $min_subtotal
 * @property int|null $max_discount
 * @property \Carbon\CarbonImmutable|null $starts_at
 * @property \Carbon\CarbonImmutable|null $ends_at
 * @property int|null $usage_limit
 * @property int $used_count
 * @property bool $active
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property int|null $max_uses_per_customer
 */
class PromoCode extends Model
{
    /** @use HasFactory<\Database\Factories\PromoCodeFactory> */
    use HasFactory;

    public const PERCENT = 'percent';

    public const FIXED = 'fixed';

    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'value' => 'integer',
            'min_subtotal' => 'integer',
            'max_discount' => 'integer',
            'usage_limit' => 'integer',
            'used_count' => 'integer',
            'max_uses_per_customer' => 'integer',
            'active' => 'boolean',
            'starts_at' => 'immutable_datetime',
            'ends_at' => 'immutable_datetime',
        ];
    }

    /** The discount on a subtotal, never more than the subtotal (minor units, rounded half up). */
    public function discountOn(int $subtotal): int
    {
        $discount = $this->kind === self::PERCENT ? intdiv($subtotal * $this->value + 50, 100) : $this->value;
        if ($this->max_discount !== null) {
            $discount = min($discount, $this->max_discount);
        }

        return min($discount, $subtotal);
    }
}
