<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * POST /api/checkout/quote: the server's pricing of a checkout form as it stands. Totals are an ordered list
 * (subtotal, delivery, discount, bonuses, total; minor units, deductions negative); problems are what a 422
 * would say, per field.
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class CheckoutQuote implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    /**
     * @param  list<array<string, mixed>>  $lines
     * @param  list<array{code: string, amount: int, free?: bool, label?: string}>  $totals
     * @param  array{code: string, applied: bool, discount: int, reason: ?string, message: ?string}|null  $promo
     * @param  array{balance: int, max: int, spent: int}|null  $bonuses
     * @param  array<string, list<string>>  $problems
     * @param  array<string, mixed>|null  $delivery  where delivery areas are drawn: the address's point, its area (kitchen, fee,
     *                                               minimum, minutes) or why none (docs/delivery-areas.md); null otherwise
     */
    public function __construct(
        public array $lines,
        public array $totals,
        public int $total,
        public ?array $promo,
        public ?array $bonuses,
        public ?int $minOrder,
        public ?int $etaMinutes,
        public array $problems,
        public ?array $delivery = null,
    ) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        $promo = is_array($data['promo'] ?? null) ? [
            'code' => (string) $data['promo']['code'],
            'applied' => (bool) $data['promo']['applied'],
            'discount' => (int) $data['promo']['discount'],
            'reason' => isset($data['promo']['reason']) ? (string) $data['promo']['reason'] : null,
            'message' => isset($data['promo']['message']) ? (string) $data['promo']['message'] : null,
        ] : null;
        $bonuses = is_array($data['bonuses'] ?? null) ? [
            'balance' => (int) $data['bonuses']['balance'], 'max' => (int) $data['bonuses']['max'], 'spent' => (int) $data['bonuses']['spent'],
        ] : null;

        return new self(
            CartQuote::fromArray(['lines' => $data['lines'], 'subtotal' => 0, 'count' => 0])->lines,
            Totals::list($data['totals']),
            (int) $data['total'],
            $promo,
            $bonuses,
            isset($data['min_order']) ? (int) $data['min_order'] : null,
            isset($data['eta_minutes']) ? (int) $data['eta_minutes'] : null,
            array_map(fn ($messages) => array_values(array_map('strval', (array) $messages)), (array) ($data['problems'] ?? [])),
            is_array($data['delivery'] ?? null) ? $data['delivery'] : null,
        );
    }

    /** @return array<string, mixed> */
    public function toArray(): array
    {
        return [
            'lines' => $this->lines,
            'totals' => $this->totals,
            'total' => $this->total,
            'promo' => $this->promo,
            'bonuses' => $this->bonuses,
            'min_order' => $this->minOrder,
            'eta_minutes' => $this->etaMinutes,
            'problems' => (object) $this->problems,
            'delivery' => $this->delivery,
        ];
    }
}
