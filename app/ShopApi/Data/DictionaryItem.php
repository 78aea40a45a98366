<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * A payment type or an order type: a stable code and a display name; a payment type also says whether it is paid
 * online (an order type has no such flag: null, left out of its array).
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
        public ?bool $online = null,
    ) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self((int) $data['id'], (string) $data['code'], (string) $data['name'], isset($data['online']) ? (bool) $data['online'] : null);
    }

    /** @return array{id: int, code: string, name: string, online?: bool} */
    public function toArray(): array
    {
        return ['id' => $this->id, 'code' => $this->code, 'name' => $this->name] + ($this->online === null ? [] : ['online' => $this->online]);
    }
}
