<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * A promotion; the body, products and categories are present only when one promotion is asked for.
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class PromotionRecord implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    /** @param  list<ProductCard>  $products
     *  @param  list<CategoryRecord>  $categories */
    public function __construct(
        public int $id,
        public string $slug,
        public string $title,
        public string $summary,
        public ?string $image,
        public ?string $startsAt,
        public ?string $endsAt,
        public ?string $body = null,
        public array $products = [],
        public array $categories = [],
    ) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self(
            (int) $data['id'], (string) $data['slug'], (string) $data['title'], (string) ($data['summary'] ?? ''),
            $data['image'] ?? null, $data['starts_at'] ?? null, $data['ends_at'] ?? null, $data['body'] ?? null,
            ProductCard::list($data['products'] ?? []),
            array_map(CategoryRecord::fromArray(...), array_values($data['categories'] ?? [])),
        );
    }

    /** @return array<string, mixed> */
    public function toArray(): array
    {
        $data = [
            'id' => $this->id, 'slug' => $this->slug, 'title' => $this->title, 'summary' => $this->summary,
            'image' => $this->image, 'starts_at' => $this->startsAt, 'ends_at' => $this->endsAt,
        ];

        if ($this->body !== null) {
            $data['body'] = $this->body;
            $data['products'] = array_map(fn (ProductCard $p) => $p->toArray(), $this->products);
            $data['categories'] = array_map(fn (CategoryRecord $c) => $c->toArray(), $this->categories);
        }

        return $data;
    }
}
