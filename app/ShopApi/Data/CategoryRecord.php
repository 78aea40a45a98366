<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * @implements Arrayable<string, mixed>
 */
final readonly class CategoryRecord implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    public function __construct(
        public int $id,
        public string $slug,
        public string $name,
        public ?string $image,
    ) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self((int) $data['id'], (string) $data['slug'], (string) $data['name'], $data['image'] ?? null);
    }

    /** @return array{id: int, slug: string, name: string, image: ?string} */
    public function toArray(): array
    {
        return ['id' => $this->id, 'slug' => $this->slug, 'name' => $this->name, 'image' => $this->image];
    }
}
