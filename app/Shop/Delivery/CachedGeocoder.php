<?php

namespace App\Shop\Delivery;

use Illuminate\Contracts\Cache\Repository;

/**
 * Keeps a geocoder's answers (found and not found) for shop.delivery.geocoder.cache_minutes, keyed by the normalised
 * question, so the live quote and the order ask the provider once per address. A failure is not kept.
 */
final class CachedGeocoder implements Geocoder
{
    public function __construct(private readonly Geocoder $inner, private readonly Repository $cache, private readonly int $minutes, private readonly string $driver) {}

    public function locate(string $street, string $house, string $locale): ?GeocodedAddress
    {
        $key = 'geocoder:'.$this->driver.':locate:'.hash('sha256', implode('|', [$locale, StreetNames::normalize($street), mb_strtolower(trim($house))]));
        $row = $this->cache->get($key);
        if (is_array($row)) {
            return isset($row['lat'], $row['lng'], $row['label'], $row['precise'])
                ? new GeocodedAddress((float) $row['lat'], (float) $row['lng'], (string) $row['label'], (bool) $row['precise'])
                : null;
        }
        $found = $this->inner->locate($street, $house, $locale);
        $this->cache->put($key, $found?->toArray() ?? ['none' => true], now()->addMinutes($this->minutes));

        return $found;
    }

    public function streets(string $typed, string $locale, int $limit): array
    {
        $key = 'geocoder:'.$this->driver.':streets:'.hash('sha256', implode('|', [$locale, $limit, StreetNames::normalize($typed)]));
        $names = $this->cache->get($key);
        if (is_array($names)) {
            return array_values(array_map(strval(...), $names));
        }
        $names = $this->inner->streets($typed, $locale, $limit);
        $this->cache->put($key, $names, now()->addMinutes($this->minutes));

        return $names;
    }
}
