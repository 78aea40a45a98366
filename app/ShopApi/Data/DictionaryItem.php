<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * A payment type or an order type: a stable code and a display name.
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class DictionaryItem implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    public function __construct(
        public int $id,
        public string $code,
        public string $name,
        public bool $online = false,
    ) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self((int) $data['id'], (string) $data['code'], (string) $data['name'], (bool) ($data['online'] ?? false));
    }

    /** @return array{id: int, code: string, name: string, online: bool} */
    public function toArray(): array
    {
        return ['id' => $this->id, 'code' => $this->code, 'name' => $this->name, 'online' => $this->online];
    }
}
