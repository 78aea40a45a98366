<?php

namespace App\Shop\Delivery;

/**
 * Where an address is: the point, the address as the provider names it, and whether the provider found that very
 * house (precise) or only the street (the customer is asked to place a pin).
 */
final class GeocodedAddress
{
    public function __construct(
        public readonly float $lat,
        public readonly float $lng,
        public readonly string $label,
        public readonly bool $precise,
    ) {}

    /** @return array{lat: float, lng: float, label: string, precise: bool} */
    public function toArray(): array
    {
        return ['lat' => $this->lat, 'lng' => $this->lng, 'label' => $this->label, 'precise' => $this->precise];
    }
}
