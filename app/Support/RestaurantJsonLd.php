<?php

namespace App\Support;

use App\ShopApi\Data\RestaurantRecord;

/** schema.org data of the chain's restaurants (home and contacts pages). */
final class RestaurantJsonLd
{
    private const DAYS = [1 => 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

    /** @param  list<RestaurantRecord>  $restaurants
     *  @return array<string, mixed> */
    public static function for(array $restaurants): array
    {
        return [
            '@context' => 'https://schema.org',
            '@graph' => array_map(fn (RestaurantRecord $r) => [
                '@type' => 'Restaurant',
                'name' => $r->name,
                'servesCuisine' => ['Japanese', 'Asian'],
                'telephone' => $r->phone,
                'url' => url('/'),
                'address' => ['@type' => 'PostalAddress', 'streetAddress' => $r->address, 'addressLocality' => 'Kyiv', 'addressCountry' => 'UA'],
                'geo' => ['@type' => 'GeoCoordinates', 'latitude' => $r->lat, 'longitude' => $r->lng],
                'openingHoursSpecification' => array_values(array_map(fn (array $h) => [
                    '@type' => 'OpeningHoursSpecification',
                    'dayOfWeek' => self::DAYS[$h['day']],
                    'opens' => $h['open'],
                    'closes' => $h['close'],
                ], array_filter($r->hours, fn (array $h) => $h['open'] && $h['close']))),
            ], $restaurants),
        ];
    }
}
