<?php

namespace App\Shop\Delivery;

use Illuminate\Http\Client\ConnectionException;
use Illuminate\Http\Client\Factory as Http;
use Illuminate\Http\Client\Response;

/**
 * Visicom's Data API (SHOP_GEOCODER=visicom), the production geocoder for Ukrainian addresses:
 * GET {base}/data-api/5.0/{lang}/geocode.json?text=…&categories=…&limit=…&key=…. It answers one GeoJSON Feature when
 * the limit is 1, a FeatureCollection otherwise, and an empty object when nothing matched. An address feature
 * (categories adr_address) names the house in properties.name with properties.street, street_type and settlement;
 * a street feature (adr_street) has properties.name and type; every feature has geo_centroid {type: Point,
 * coordinates: [lng, lat]}. The key is a query parameter: it never leaves the server.
 */
final class VisicomGeocoder implements Geocoder
{
    /** @param  array{base: string, key: string, city: string, timeout: int|float}  $config */
    public function __construct(private readonly Http $http, private readonly array $config) {}

    public function locate(string $street, string $house, string $locale): ?GeocodedAddress
    {
        $features = $this->features($this->config['city'].', '.$street.', '.$house, 'adr_address,adr_street', 3, $locale);
        $wanted = StreetNames::normalize($street);
        foreach ($features as $feature) {
            $props = $feature['properties'];
            if (! $this->inCity($props)) {
                continue;
            }
            [$lng, $lat] = $feature['geo_centroid']['coordinates'];
            $category = (string) ($props['categories'] ?? '');
            if (str_contains($category, 'adr_address')) {
                $streetName = trim(($props['street_type'] ?? '').' '.($props['street'] ?? ''));
                $sameHouse = mb_strtolower(trim((string) $props['name'])) === mb_strtolower(trim($house));
                $sameStreet = $wanted === '' || StreetNames::normalize((string) ($props['street'] ?? '')) === $wanted;

                return new GeocodedAddress((float) $lat, (float) $lng, $streetName.', '.$props['name'], $sameHouse && $sameStreet);
            }
            if (str_contains($category, 'adr_street')) {
                return new GeocodedAddress((float) $lat, (float) $lng, trim(($props['type'] ?? '').' '.$props['name']), false);
            }
        }

        return null;
    }

    public function streets(string $typed, string $locale, int $limit): array
    {
        $names = [];
        foreach ($this->features($this->config['city'].', '.$typed, 'adr_street', $limit, $locale) as $feature) {
            $props = $feature['properties'];
            if ($this->inCity($props)) {
                $names[] = trim(($props['type'] ?? '').' '.$props['name']);
            }
        }

        return array_slice(array_values(array_unique($names)), 0, $limit);
    }

    /** @param  array<string, mixed>  $props */
    private function inCity(array $props): bool
    {
        $settlement = $props['settlement'] ?? null;

        return $settlement === null || mb_strtolower((string) $settlement) === mb_strtolower($this->config['city']);
    }

    /**
     * The answer's features with a usable centroid and properties, best first as Visicom ranks them.
     *
     * @return list<array{properties: array<string, mixed>, geo_centroid: array{coordinates: array{0: float, 1: float}}}>
     */
    private function features(string $text, string $categories, int $limit, string $locale): array
    {
        $url = rtrim($this->config['base'], '/').'/data-api/5.0/'.($locale === 'en' ? 'en' : 'uk').'/geocode.json';
        try {
            $response = $this->http->timeout($this->config['timeout'])->acceptJson()
                ->get($url, ['text' => $text, 'categories' => $categories, 'limit' => max(1, $limit), 'key' => $this->config['key']]);
        } catch (ConnectionException $e) {
            throw new GeocoderUnavailableException('Visicom did not answer: '.$e->getMessage(), 0, $e);
        }
        if (! $response->successful()) {
            throw new GeocoderUnavailableException('Visicom answered HTTP '.$response->status());
        }

        return $this->parse($response);
    }

    /** @return list<array{properties: array<string, mixed>, geo_centroid: array{coordinates: array{0: float, 1: float}}}> */
    private function parse(Response $response): array
    {
        $json = $response->json();
        if (! is_array($json)) {
            throw new GeocoderUnavailableException('Visicom answered something that is not JSON');
        }
        $features = match ($json['type'] ?? null) {
            'FeatureCollection' => is_array($json['features'] ?? null) ? $json['features'] : [],
            'Feature' => [$json],
            default => [],
        };

        $usable = [];
        foreach ($features as $feature) {
            $point = $feature['geo_centroid']['coordinates'] ?? null;
            if (is_array($feature['properties'] ?? null) && is_array($point) && is_numeric($point[0] ?? null) && is_numeric($point[1] ?? null)
                && isset($feature['properties']['name'])) {
                $usable[] = ['properties' => $feature['properties'], 'geo_centroid' => ['coordinates' => [(float) $point[0], (float) $point[1]]]];
            }
        }

        return $usable;
    }
}
