<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * The upstream's pricing of a cart: lines with current prices and problems, the subtotal, and extras to offer.
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class CartQuote implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    /** @param  list<array<string, mixed>>  $lines
     *  @param  list<ProductCard>  $upsell */
    public function __construct(public array $lines, public int $subtotal, public int $count, public array $upsell) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        $lines = array_map(fn (array $line) => [
            'index' => (int) $line['index'],
            'id' => (int) $line['id'],
            'slug' => $line['slug'] ?? null,
            'name' => $line['name'] ?? null,
            'image' => $line['image'] ?? null,
            'quantity' => (int) $line['quantity'],
            'price' => isset($line['price']) ? (int) $line['price'] : null,
            'modifiers' => array_map(fn (array $m) => [
                'id' => (int) $m['id'], 'name' => (string) $m['name'], 'price' => (int) $m['price'], 'quantity' => (int) $m['quantity'],
            ], array_values($line['modifiers'] ?? [])),
            'line_total' => (int) $line['line_total'],
            'orderable' => (bool) $line['orderable'],
            'problems' => array_values(array_map('strval', $line['problems'] ?? [])),
        ], array_values($data['lines'] ?? []));

        return new self($lines, (int) $data['subtotal'], (int) $data['count'], ProductCard::list($data['upsell'] ?? []));
    }

    /** @return array<string, mixed> */
    public function toArray(): array
    {
        return [
            'lines' => $this->lines,
            'subtotal' => $this->subtotal,
            'count' => $this->count,
            'upsell' => array_map(fn (ProductCard $p) => $p->toArray(), $this->upsell),
        ];
    }
}
