<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * @property int $id
 * @property int $product_id
 * @property int|null $order_id
 * @property int|null $customer_id
 * @property string $author
 * @property int $rating
 * @property string $body
 * @property string $locale
 * @property bool $published
 * @property \Illuminate\Support\Carbon|null $moderated_at
 * @property int|null $moderated_by
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read \App\Models\Product $product
 * @property-read \App\Models\Order|null $order
 */
class Review extends Model
{
    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['rating' => 'integer', 'published' => 'boolean', 'moderated_at' => 'datetime'];
    }

    /** Where a review stands in the staff queue: new (waiting), published (on the product page) or hidden.
     *  @return 'new'|'published'|'hidden' */
    public function status(): string
    {
        return $this->moderated_at === null ? 'new' : ($this->published ? 'published' : 'hidden');
    }

    /** @return BelongsTo<Order, $this> */
    public function order(): BelongsTo
    {
        return $this->belongsTo(Order::class);
    }

    /** @return BelongsTo<Product, $this> */
    public function product(): BelongsTo
    {
        return $this->belongsTo(Product::class);
    }
}
