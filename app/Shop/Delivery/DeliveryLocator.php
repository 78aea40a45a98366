<?php

namespace App\Shop\Delivery;

use Carbon\CarbonImmutable;

/**
 * The address of a delivery checkout → its point → its area, on the server (docs/delivery-areas.md). The point is the
 * geocoder's when it found that very house; a pin the customer placed counts only when it did not (the street alone,
 * no such address, or the provider down), so a typed address is never moved into another area by the browser.
 */
class DeliveryLocator
{
    public function __construct(private Geocoder $geocoder, private DeliveryAreas $areas) {}

    /**
     * @param  array<string, mixed>  $input  the checkout form (street, house, and lat/lng of a pin)
     * @param  list<array<string, mixed>>  $lines  the cart as CartCheck priced it without a kitchen
     */
    public function locate(array $input, string $locale, CarbonImmutable $at, CarbonImmutable $now, array $lines): LocatedDelivery
    {
        $street = is_string($input['street'] ?? null) ? trim($input['street']) : '';
        $house = is_string($input['house'] ?? null) ? trim($input['house']) : '';
        $pin = isset($input['lat'], $input['lng']) && is_numeric($input['lat']) && is_numeric($input['lng'])
            ? [round((float) $input['lat'], 6), round((float) $input['lng'], 6)] : null;

        $found = null;
        $refusal = null;
        if ($street !== '' && $house !== '') {
            try {
                $found = $this->geocoder->locate($street, $house, $locale);
                $refusal = $found === null ? 'not_found' : ($found->precise ? null : 'imprecise');
            } catch (GeocoderUnavailableException $e) {
                report($e);
                $refusal = 'unavailable';
            }
        } elseif ($pin === null) {
            return new LocatedDelivery(null, null, null, false, null, null);
        }

        if ($found !== null && $found->precise) {
            [$lat, $lng, $pinned] = [$found->lat, $found->lng, false];
        } elseif ($pin !== null) {
            [$lat, $lng, $pinned, $refusal] = [$pin[0], $pin[1], true, null];
        } else {
            return new LocatedDelivery($found?->lat, $found?->lng, $found, false, null, $refusal);
        }

        $choice = $this->areas->choose($lat, $lng, $at, $now, $lines);

        return new LocatedDelivery($lat, $lng, $found, $pinned, $choice->area, $choice->refusal);
    }

    /**
     * The field and the message of a refusal, in the checkout's words.
     *
     * @return array{0: string, 1: string}|null
     */
    public static function problem(?string $refusal, string $locale): ?array
    {
        return match ($refusal) {
            null => null,
            'imprecise' => ['house', __('checkout.problems.address_imprecise', [], $locale)],
            'closed' => ['slot', __('checkout.problems.address_closed', [], $locale)],
            default => ['street', __('checkout.problems.address_'.$refusal, [], $locale)],
        };
    }
}
