<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * A product as listed in a grid, the cart or favorites; money in minor units.
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class ProductCard implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    /** @param  list<string>  $badges
     *  @param  list<string>  $allergens */
    public function __construct(
        public int $id,
        public string $slug,
        public int $categoryId,
        public string $name,
        public ?string $image,
        public int $price,
        public ?int $oldPrice,
        public int $weight,
        public ?int $pieces,
        public array $badges,
        public array $allergens,
        public bool $available,
        public bool $hasModifiers,
        public int $popularity,
    ) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self(
            (int) $data['id'], (string) $data['slug'], (int) $data['category_id'], (string) $data['name'],
            $data['image'] ?? null, (int) $data['price'], isset($data['old_price']) ? (int) $data['old_price'] : null,
            (int) $data['weight'], isset($data['pieces']) ? (int) $data['pieces'] : null,
            array_values(array_map('strval', $data['badges'] ?? [])), array_values(array_map('strval', $data['allergens'] ?? [])),
            (bool) $data['available'], (bool) ($data['has_modifiers'] ?? false), (int) ($data['popularity'] ?? 0),
        );
    }

    /** @return array<string, mixed> */
    public function toArray(): array
    {
        return [
            'id' => $this->id, 'slug' => $this->slug, 'category_id' => $this->categoryId, 'name' => $this->name,
            'image' => $this->image, 'price' => $this->price, 'old_price' => $this->oldPrice, 'weight' => $this->weight,
            'pieces' => $this->pieces, 'badges' => $this->badges, 'allergens' => $this->allergens,
            'available' => $this->available, 'has_modifiers' => $this->hasModifiers, 'popularity' => $this->popularity,
        ];
    }

    /** @param  array<array-key, array<string, mixed>>  $items  a list (an upstream object map is read in order)
     *  @return list<self> */
    public static function list(array $items): array
    {
        return array_map(self::fromArray(...), array_values($items));
    }
}
