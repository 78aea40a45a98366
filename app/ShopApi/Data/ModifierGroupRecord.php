<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * @implements Arrayable<string, mixed>
 */
final readonly class ModifierGroupRecord implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    /** @param  list<array{id: int, key: string, name: string, price: int, max_quantity: int, available: bool}>  $modifiers */
    public function __construct(
        public int $id,
        public string $key,
        public string $name,
        public bool $required,
        public int $min,
        public int $max,
        public array $modifiers,
    ) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self(
            (int) $data['id'], (string) $data['key'], (string) $data['name'], (bool) $data['required'],
            (int) $data['min'], (int) $data['max'],
            array_map(fn (array $m) => [
                'id' => (int) $m['id'], 'key' => (string) $m['key'], 'name' => (string) $m['name'], 'price' => (int) $m['price'],
                'max_quantity' => (int) $m['max_quantity'], 'available' => (bool) $m['available'],
            ], array_values($data['modifiers'] ?? [])),
        );
    }

    /** @return array<string, mixed> */
    public function toArray(): array
    {
        return get_object_vars($this);
    }
}
