<?php

namespace App\Shop\Delivery;

/**
 * The embedded default's geocoder (SHOP_GEOCODER=sandbox): it knows the demo city's streets from the shipped list
 * resources/geo/kyiv-streets.php and places a house in proportion between the street's first and last house. A house
 * past the last one is not found precisely: the street's middle, and the customer is asked for a pin. It never leaves
 * this machine, so the README's commands work offline.
 */
final class SandboxGeocoder implements Geocoder
{
    /** @var list<array{uk: string, en: string, from: array{0: float, 1: float}, to: array{0: float, 1: float}, houses: int}>|null */
    private ?array $streets = null;

    public function __construct(private readonly string $path) {}

    public function locate(string $street, string $house, string $locale): ?GeocodedAddress
    {
        $found = $this->find($street);
        if ($found === null) {
            return null;
        }
        $number = StreetNames::houseNumber($house);
        $precise = $number !== null && $number >= 1 && $number <= $found['houses'];
        $share = $precise ? ($found['houses'] === 1 ? 0.0 : ($number - 1) / ($found['houses'] - 1)) : 0.5;
        $lat = $found['from'][0] + ($found['to'][0] - $found['from'][0]) * $share;
        $lng = $found['from'][1] + ($found['to'][1] - $found['from'][1]) * $share;
        $name = $locale === 'en' ? $found['en'] : $found['uk'];

        return new GeocodedAddress(round($lat, 6), round($lng, 6), $locale === 'en' ? trim($house).' '.$name : $name.', '.trim($house), $precise);
    }

    public function streets(string $typed, string $locale, int $limit): array
    {
        $needle = StreetNames::normalize($typed);
        if ($needle === '') {
            return [];
        }
        $starts = [];
        $contains = [];
        foreach ($this->all() as $street) {
            foreach (['uk', 'en'] as $language) {
                $name = StreetNames::normalize($street[$language]);
                if (str_contains($name, $needle)) {
                    $label = $locale === 'en' ? $street['en'] : $street['uk'];
                    str_starts_with($name, $needle) ? $starts[] = $label : $contains[] = $label;
                    break;
                }
            }
        }

        return array_slice(array_values(array_unique([...$starts, ...$contains])), 0, $limit);
    }

    /** @return array{uk: string, en: string, from: array{0: float, 1: float}, to: array{0: float, 1: float}, houses: int}|null */
    private function find(string $street): ?array
    {
        $needle = StreetNames::normalize($street);
        if ($needle === '') {
            return null;
        }
        $partial = [];
        foreach ($this->all() as $known) {
            $names = [StreetNames::normalize($known['uk']), StreetNames::normalize($known['en'])];
            if (in_array($needle, $names, true)) {
                return $known;
            }
            // "Закревського" for "вулиця Миколи Закревського": whole words of one name, when no other street has them.
            foreach ($names as $name) {
                if (preg_match('/(^| )'.preg_quote($needle, '/').'( |$)/u', $name) === 1) {
                    $partial[] = $known;
                    break;
                }
            }
        }

        return count($partial) === 1 ? $partial[0] : null;
    }

    /** @return list<array{uk: string, en: string, from: array{0: float, 1: float}, to: array{0: float, 1: float}, houses: int}> */
    private function all(): array
    {
        return $this->streets ??= require $this->path;
    }
}
