<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * One category with its products.
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class CategoryPage implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    /** @param  list<ProductCard>  $products */
    public function __construct(public CategoryRecord $category, public array $products) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self(CategoryRecord::fromArray($data), ProductCard::list($data['products'] ?? []));
    }

    /** @return array<string, mixed> */
    public function toArray(): array
    {
        return $this->category->toArray() + ['products' => array_map(fn (ProductCard $p) => $p->toArray(), $this->products)];
    }
}
