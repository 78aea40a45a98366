<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * @implements Arrayable<string, mixed>
 */
final readonly class SocialRecord implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    public function __construct(
        public string $key,
        public string $name,
        public string $url,
        public string $icon,
    ) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self((string) $data['key'], (string) $data['name'], (string) $data['url'], (string) ($data['icon'] ?? $data['key']));
    }

    /** @return array{key: string, name: string, url: string, icon: string} */
    public function toArray(): array
    {
        return ['key' => $this->key, 'name' => $this->name, 'url' => $this->url, 'icon' => $this->icon];
    }
}
