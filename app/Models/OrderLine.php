<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * One line of an order as it was ordered: names in both languages, unit price, modifiers and the line total (minor units).
 *
 * @property int $id
 * @property int $order_id
 * @property int|null $product_id
 * @property array<array-key, mixed> $name
 * @property string|null $slug
 * @property string|null $image
 * @property int $quantity
 * @property int $unit_price
 * @property array<array-key, mixed> $modifiers
 * @property int $line_total
 * @property-read \App\Models\Order $order
 */
class OrderLine extends Model
{
    public $timestamps = false;

    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['name' => 'array', 'modifiers' => 'array', 'quantity' => 'integer', 'unit_price' => 'integer', 'line_total' => 'integer'];
    }

    /** @return BelongsTo<Order, $this> */
    public function order(): BelongsTo
    {
        return $this->belongsTo(Order::class);
    }

    public function translatedName(string $locale): string
    {
        return $this->name[$locale] ?? $this->name['uk'] ?? '';
    }
}
