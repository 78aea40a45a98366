<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * One change of a product's price (and old price) by a manager: when, who, before and after, in kopiyky.
 *
 * @property int $id
 * @property int $product_id
 * @property int|null $staff_member_id
 * @property string $staff_name
 * @property int|null $old_price
 * @property int $new_price
 * @property int|null $old_old_price
 * @property int|null $new_old_price
 * @property \Illuminate\Support\Carbon $created_at
 * @property-read \App\Models\Product $product
 */
class ProductPriceChange extends Model
{
    public const UPDATED_AT = null;

    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'old_price' => 'integer', 'new_price' => 'integer', 'old_old_price' => 'integer', 'new_old_price' => 'integer',
            'created_at' => 'datetime',
        ];
    }

    /** @return BelongsTo<Product, $this> */
    public function product(): BelongsTo
    {
        return $this->belongsTo(Product::class);
    }
}
