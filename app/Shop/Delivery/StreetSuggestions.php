<?php

namespace App\Shop\Delivery;

/**
 * Street names for what the customer typed (GET /api/geocoder/streets): from shop.delivery.geocoder.suggest_min_chars
 * characters, at most suggest_limit names. A provider that is down answers no names and available false (the checkout
 * says so and offers the pin), never an error.
 */
class StreetSuggestions
{
    public function __construct(private Geocoder $geocoder) {}

    /** @return array{streets: list<string>, available: bool} */
    public function for(string $typed, string $locale): array
    {
        $typed = trim($typed);
        if (mb_strlen($typed) < (int) config('shop.delivery.geocoder.suggest_min_chars')) {
            return ['streets' => [], 'available' => true];
        }
        try {
            return ['streets' => $this->geocoder->streets($typed, $locale, max(1, (int) config('shop.delivery.geocoder.suggest_limit'))), 'available' => true];
        } catch (GeocoderUnavailableException $e) {
            report($e);

            return ['streets' => [], 'available' => false];
        }
    }
}
