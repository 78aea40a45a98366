<?php

namespace App\Shop\Ordering;

use App\Models\DeliveryArea;
use App\Models\PromoCode;
use App\Models\Region;
use App\Models\Restaurant;
use App\Shop\Delivery\LocatedDelivery;
use App\ShopApi\Data\CheckoutQuote;
use Carbon\CarbonImmutable;

/**
 * The server's pricing and checking of a checkout form at one moment: every amount in minor units, the totals
 * as an ordered list (subtotal, delivery, discount, bonuses, tip, total; deductions negative, so the rows above
 * "total" add up to it) and the problems found, as field => messages (what a 422 would say).
 */
final class Quote
{
    /**
     * @param  list<array<string, mixed>>  $lines  priced lines (App\Shop\Catalog\CartCheck)
     * @param  array<string, mixed>|null  $promo
     * @param  array{balance: int, max: int, spent: int}|null  $bonuses
     * @param  array<string, list<string>>  $problems
     * @param  array<string, mixed>|null  $delivery  where delivery areas are drawn: the address's point and area (LocatedDelivery::record)
     */
    public function __construct(
        public readonly array $lines,
        public readonly int $subtotal,
        public readonly ?int $deliveryFee,
        public readonly int $discount,
        public readonly int $bonusesSpent,
        public readonly int $total,
        public readonly ?array $promo,
        public readonly ?PromoCode $promoCode,
        public readonly ?array $bonuses,
        public readonly ?int $minOrder,
        public readonly ?Region $region,
        public readonly ?Restaurant $kitchen,
        public readonly ?CarbonImmutable $slotAt,
        public readonly ?int $etaMinutes,
        public readonly array $problems,
        public readonly int $tip = 0,
        public readonly ?int $tipPercent = null,
        public readonly ?DeliveryArea $area = null,
        public readonly ?LocatedDelivery $located = null,
        public readonly ?array $delivery = null,
    ) {}

    /** @return list<array{code: string, amount: int, free?: bool, label?: string}> */
    public function totals(): array
    {
        $rows = [['code' => 'subtotal', 'amount' => $this->subtotal]];
        if ($this->deliveryFee !== null) {
            $rows[] = ['code' => 'delivery', 'amount' => $this->deliveryFee, 'free' => $this->deliveryFee === 0];
        }
        if ($this->discount > 0) {
            $rows[] = ['code' => 'discount', 'amount' => -$this->discount, 'label' => (string) ($this->promo['code'] ?? '')];
        }
        if ($this->bonusesSpent > 0) {
            $rows[] = ['code' => 'bonuses', 'amount' => -$this->bonusesSpent];
        }
        if ($this->tip > 0) {
            $rows[] = ['code' => 'tip', 'amount' => $this->tip] + ($this->tipPercent !== null ? ['label' => (string) $this->tipPercent] : []);
        }
        $rows[] = ['code' => 'total', 'amount' => $this->total];

        return $rows;
    }

    /** The answer of POST /api/checkout/quote: the lines as the catalog priced them (an unknown product's line has
     *  only the keys the catalog knows). */
    public function record(): CheckoutQuote
    {
        /** @var array{code: string, applied: bool, discount: int, reason: ?string, message: ?string}|null $promo */
        $promo = $this->promo === null ? null : array_intersect_key($this->promo, array_flip(['code', 'applied', 'discount', 'reason', 'message']));

        return new CheckoutQuote(
            lines: array_map(fn (array $line) => array_intersect_key($line, array_flip(['index', 'id', 'slug', 'name', 'image', 'quantity', 'price', 'modifiers', 'line_total', 'orderable', 'problems'])), $this->lines),
            totals: $this->totals(),
            total: $this->total,
            promo: $promo,
            bonuses: $this->bonuses,
            minOrder: $this->minOrder,
            etaMinutes: $this->etaMinutes,
            problems: $this->problems,
            delivery: $this->delivery,
        );
    }
}
