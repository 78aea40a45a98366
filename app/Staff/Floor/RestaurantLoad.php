<?php

namespace App\Staff\Floor;

use App\Models\Restaurant;
use App\ShopApi\CachedShopApi;
use App\ShopApi\ShopApi;
use App\Staff\Audit;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;

/**
 * Busy mode and pause, set by an operator from the board: busy adds minutes to every ETA and to the slots' lead time,
 * a pause stops a restaurant's online orders ("as soon as possible" refused, slots from its end on). Both end on their
 * own at the chosen time (the checkout compares with the clock; nothing has to run). Every change is audited and
 * forgets the storefront's cached restaurants (both languages), whose answer carries the state for its banner.
 */
class RestaurantLoad
{
    public function __construct(private Audit $audit) {}

    public function busy(Restaurant $restaurant, int $minutes, CarbonImmutable $until): void
    {
        $this->change($restaurant, 'restaurant.busy', ['busy_minutes' => $minutes, 'busy_until' => $until]);
    }

    public function endBusy(Restaurant $restaurant): void
    {
        $this->change($restaurant, 'restaurant.busy_end', ['busy_minutes' => null, 'busy_until' => null]);
    }

    public function pause(Restaurant $restaurant, CarbonImmutable $until): void
    {
        $this->change($restaurant, 'restaurant.pause', ['paused_until' => $until]);
    }

    public function endPause(Restaurant $restaurant): void
    {
        $this->change($restaurant, 'restaurant.pause_end', ['paused_until' => null]);
    }

    /**
     * Every restaurant's state as the board shows it (times ISO 8601 in the shop's timezone; null once over).
     *
     * @return list<RestaurantLoadState>
     */
    public function board(string $locale, CarbonImmutable $now): array
    {
        return array_values(Restaurant::query()->ordered()->get()
            ->map(fn (Restaurant $r) => new RestaurantLoadState(...['id' => $r->id, 'name' => (string) $r->translate('name', $locale)] + self::state($r, $now)))->all());
    }

    /** @return array{busy_minutes: ?int, busy_until: ?string, paused_until: ?string} */
    public static function state(Restaurant $restaurant, CarbonImmutable $now): array
    {
        $timezone = (string) config('shop.ordering.timezone');

        return [
            'busy_minutes' => $restaurant->busyMinutesAt($now) ?: null,
            'busy_until' => $restaurant->busyUntilAt($now)?->setTimezone($timezone)->toIso8601String(),
            'paused_until' => $restaurant->pausedUntilAt($now)?->setTimezone($timezone)->toIso8601String(),
        ];
    }

    /** @param  array<string, mixed>  $values */
    private function change(Restaurant $restaurant, string $action, array $values): void
    {
        DB::transaction(function () use ($restaurant, $action, $values) {
            $now = CarbonImmutable::now();
            // Read under the row's lock: two operators at once each audit what they really changed.
            $locked = Restaurant::query()->whereKey($restaurant->id)->lockForUpdate()->firstOrFail();
            $before = self::state($locked, $now);
            $locked->update($values);
            $restaurant->setRawAttributes($locked->getAttributes(), true);
            $this->audit->record($action, $restaurant, $before, self::state($locked, $now));
            DB::afterCommit(function () {
                /** @var ShopApi $api (tests may bind the port without the cache) */
                $api = app(ShopApi::class);
                if ($api instanceof CachedShopApi) {
                    $api->forget(['restaurants']);
                }
            });
        });
    }
}
