<?php

namespace App\Shop\Delivery;

use App\Models\DeliveryArea;

/**
 * A delivery address as the checkout's quote placed it (DeliveryLocator): the point (the geocoder's, or the customer's
 * pin when the geocoder was unsure), the area that serves it, and why not when none does.
 *
 * refusal: not_found | unavailable (the geocoder), imprecise (only the street was found), outside | closed (AreaChoice);
 * null when an area serves the point, or when the address is not typed yet.
 */
final class LocatedDelivery
{
    public function __construct(
        public readonly ?float $lat,
        public readonly ?float $lng,
        public readonly ?GeocodedAddress $found,
        public readonly bool $pinned,
        public readonly ?DeliveryArea $area,
        public readonly ?string $refusal,
    ) {}

    /**
     * What the quote answers about it (`delivery` of POST /api/checkout/quote), in one language.
     *
     * @return array{point: array{lat: float, lng: float}|null, label: string|null, pinned: bool, needs_pin: bool, refusal: string|null, pickup_offered: bool, area: array{id: int, name: string, colour: string, restaurant: array{id: int, name: string}, delivery_fee: int, min_order: int, free_from: int|null, eta_minutes: int}|null}
     */
    public function record(string $locale): array
    {
        return [
            'point' => $this->lat === null || $this->lng === null ? null : ['lat' => $this->lat, 'lng' => $this->lng],
            'label' => $this->found?->label,
            'pinned' => $this->pinned,
            'needs_pin' => in_array($this->refusal, ['not_found', 'unavailable', 'imprecise'], true),
            'refusal' => $this->refusal,
            'pickup_offered' => in_array($this->refusal, [AreaChoice::OUTSIDE, AreaChoice::CLOSED], true),
            'area' => $this->area === null ? null : [
                'id' => $this->area->id,
                'name' => (string) $this->area->translate('name', $locale),
                'colour' => $this->area->colour,
                'restaurant' => ['id' => $this->area->restaurant->id, 'name' => (string) $this->area->restaurant->translate('name', $locale)],
                'delivery_fee' => $this->area->delivery_fee,
                'min_order' => $this->area->min_order,
                'free_from' => $this->area->free_from,
                'eta_minutes' => $this->area->eta_minutes,
            ],
        ];
    }
}
