<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * GET|POST /api/orders/{reference}/reviews: whether the order's dishes may be rated now (delivered), the longest
 * text, and each dish of the order still on the menu with the customer's review of it (status new, published or hidden).
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class OrderReviewsRecord implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    /** @param  list<array{product_id: int, name: string, review: array{rating: int, body: string, status: string}|null}>  $dishes */
    public function __construct(public bool $reviewable, public int $maxText, public array $dishes) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self(
            (bool) $data['reviewable'],
            (int) $data['max_text'],
            array_values(array_map(fn (array $dish) => [
                'product_id' => (int) $dish['product_id'],
                'name' => (string) $dish['name'],
                'review' => is_array($dish['review'] ?? null) ? [
                    'rating' => (int) $dish['review']['rating'],
                    'body' => (string) $dish['review']['body'],
                    'status' => (string) $dish['review']['status'],
                ] : null,
            ], (array) $data['dishes'])),
        );
    }

    /** @return array{reviewable: bool, max_text: int, dishes: list<array{product_id: int, name: string, review: array{rating: int, body: string, status: string}|null}>} */
    public function toArray(): array
    {
        return ['reviewable' => $this->reviewable, 'max_text' => $this->maxText, 'dishes' => $this->dishes];
    }
}
