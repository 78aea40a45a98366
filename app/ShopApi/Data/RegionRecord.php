<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * A delivery zone; money in minor units (kopiyky).
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class RegionRecord implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    public function __construct(
        public int $id,
        public string $slug,
        public string $name,
        public int $minOrder,
        public int $deliveryFee,
        public ?int $freeFrom,
        public int $etaMinutes,
        public ?int $restaurantId = null,
    ) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self(
            (int) $data['id'], (string) $data['slug'], (string) $data['name'], (int) $data['min_order'],
            (int) $data['delivery_fee'], isset($data['free_from']) ? (int) $data['free_from'] : null, (int) $data['eta_minutes'],
            isset($data['restaurant_id']) ? (int) $data['restaurant_id'] : null,
        );
    }

    /** @return array<string, mixed> */
    public function toArray(): array
    {
        return [
            'id' => $this->id, 'slug' => $this->slug, 'name' => $this->name, 'min_order' => $this->minOrder,
            'delivery_fee' => $this->deliveryFee, 'free_from' => $this->freeFrom, 'eta_minutes' => $this->etaMinutes,
            'restaurant_id' => $this->restaurantId,
        ];
    }
}
