<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * @implements Arrayable<string, mixed>
 */
final readonly class RestaurantRecord implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    /** @param  list<array{day: int, open: ?string, close: ?string}>  $hours
     *  @param  list<array{date: string, open: ?string, close: ?string, note: ?string}>  $holidays  other hours of coming dates (null open: closed) */
    public function __construct(
        public int $id,
        public string $slug,
        public string $name,
        public string $address,
        public string $phone,
        public float $lat,
        public float $lng,
        public bool $pickup,
        public array $hours,
        public int $prepMinutes = 0,
        public ?int $busyMinutes = null,
        public ?string $busyUntil = null,
        public ?string $pausedUntil = null,
        public array $holidays = [],
    ) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self(
            (int) $data['id'], (string) $data['slug'], (string) $data['name'], (string) $data['address'],
            (string) $data['phone'], (float) $data['lat'], (float) $data['lng'], (bool) $data['pickup'],
            array_values(array_map(fn (array $h) => ['day' => (int) $h['day'], 'open' => isset($h['open']) ? (string) $h['open'] : null, 'close' => isset($h['close']) ? (string) $h['close'] : null], $data['hours'] ?? [])),
            (int) ($data['prep_minutes'] ?? 0),
            isset($data['busy_minutes']) ? (int) $data['busy_minutes'] : null,
            isset($data['busy_until']) ? (string) $data['busy_until'] : null,
            isset($data['paused_until']) ? (string) $data['paused_until'] : null,
            array_values(array_map(fn (array $h) => [
                'date' => (string) $h['date'], 'open' => isset($h['open']) ? (string) $h['open'] : null,
                'close' => isset($h['close']) ? (string) $h['close'] : null, 'note' => isset($h['note']) ? (string) $h['note'] : null,
            ], (array) ($data['holidays'] ?? []))),
        );
    }

    /** @return array<string, mixed> */
    public function toArray(): array
    {
        return [
            'id' => $this->id, 'slug' => $this->slug, 'name' => $this->name, 'address' => $this->address, 'phone' => $this->phone,
            'lat' => $this->lat, 'lng' => $this->lng, 'pickup' => $this->pickup, 'hours' => $this->hours,
            'prep_minutes' => $this->prepMinutes, 'busy_minutes' => $this->busyMinutes, 'busy_until' => $this->busyUntil, 'paused_until' => $this->pausedUntil,
            'holidays' => $this->holidays,
        ];
    }
}
