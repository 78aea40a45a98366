<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Concerns\HasUuids;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * A fiscal receipt of one money event of an order (docs/fiscal.md): our own UUID is the register's receipt id, so a
 * retry of the same receipt never makes a second one. Goods, discounts and payments are kept as sent (minor units;
 * quantities in thousandths), so the receipt's goods less its discounts equal its payments, to the kopeck.
 *
 * @property string $id
 * @property int $order_id
 * @property int|null $restaurant_id
 * @property string $event
 * @property string $kind
 * @property string $status
 * @property string $driver
 * @property string $register
 * @property list<array{code: string, name: string, price: int, quantity: int, tax_codes: list<int>}> $goods
 * @property list<array{type: string, name: string, value: int, key?: string}> $discounts
 * @property list<array{type: string, value: int, label: string, card_mask?: string|null}> $payments
 * @property int $total
 * @property string|null $related_receipt_id
 * @property string|null $fiscal_code
 * @property string|null $number
 * @property string|null $tax_url
 * @property string|null $receipt_url
 * @property bool $offline
 * @property int $attempts
 * @property string|null $last_error
 * @property \Illuminate\Support\Carbon|null $sent_at
 * @property \Illuminate\Support\Carbon|null $done_at
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read \App\Models\Order $order
 * @property-read \App\Models\FiscalReceipt|null $related
 */
class FiscalReceipt extends Model
{
    /** @use HasFactory<\Database\Factories\FiscalReceiptFactory> */
    use HasFactory, HasUuids;

    public const SELL = 'sell';

    public const RETURN = 'return';

    public const PENDING = 'pending';

    public const DONE = 'done';

    /** The register refused it for good (a 422 it will answer again): a person has to look (docs/fiscal.md). */
    public const FAILED = 'failed';

    public const CASH = 'CASH';

    public const CASHLESS = 'CASHLESS';

    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'goods' => 'array', 'discounts' => 'array', 'payments' => 'array', 'total' => 'integer', 'offline' => 'boolean',
            'attempts' => 'integer', 'sent_at' => 'datetime', 'done_at' => 'datetime',
        ];
    }

    /** @return BelongsTo<Order, $this> */
    public function order(): BelongsTo
    {
        return $this->belongsTo(Order::class);
    }

    /** The sell receipt a return receipt gives back from.
     *  @return BelongsTo<FiscalReceipt, $this> */
    public function related(): BelongsTo
    {
        return $this->belongsTo(self::class, 'related_receipt_id');
    }

    public function isReturn(): bool
    {
        return $this->kind === self::RETURN;
    }

    /** What the customer opens: the tax service's page of the receipt, else the register's own receipt page. */
    public function link(): ?string
    {
        return $this->tax_url ?? $this->receipt_url;
    }

    /** The sum of the goods (price × quantity in thousandths, rounded as the register rounds: half up).
     *  @param  list<array<string, mixed>>  $goods */
    public static function goodsSum(array $goods): int
    {
        return (int) array_sum(array_map(fn (array $g) => self::lineSum((int) $g['price'], (int) $g['quantity']), $goods));
    }

    public static function lineSum(int $price, int $quantity): int
    {
        return intdiv($price * $quantity + 500, 1000);
    }

    /** Goods less discounts plus extra charges: what the payments must add up to.
     *  @param  list<array<string, mixed>>  $goods
     *  @param  list<array<string, mixed>>  $discounts */
    public static function due(array $goods, array $discounts): int
    {
        $sum = self::goodsSum($goods);
        foreach ($discounts as $d) {
            $sum += ($d['type'] === 'EXTRA_CHARGE' ? 1 : -1) * (int) $d['value'];
        }

        return $sum;
    }
}
