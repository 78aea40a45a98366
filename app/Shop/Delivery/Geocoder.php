<?php

namespace App\Shop\Delivery;

/**
 * Address → point, on the server (docs/delivery-areas.md#geocoder): the port the checkout and the street suggestions use.
 * Drivers: VisicomGeocoder (production, Visicom's Data API), SandboxGeocoder (the embedded default: a shipped list of
 * the demo city's streets); CachedGeocoder keeps their answers. The provider's key stays on the server.
 */
interface Geocoder
{
    /**
     * The point of a street and house in the shop's city, or null when the provider knows no such street.
     *
     * @throws GeocoderUnavailableException when the provider cannot answer now (down, slow, refusing the key)
     */
    public function locate(string $street, string $house, string $locale): ?GeocodedAddress;

    /**
     * Streets of the shop's city whose names hold what the customer typed, best first.
     *
     * @return list<string>
     *
     * @throws GeocoderUnavailableException
     */
    public function streets(string $typed, string $locale, int $limit): array;
}
