<?php

namespace App\Shop;

use App\Models\Category;
use App\Models\OpeningHoursOverride;
use App\Models\OrderTypeOption;
use App\Models\PaymentTypeOption;
use App\Models\Region;
use App\Models\Restaurant;
use App\Models\ShopSetting;
use App\Models\Social;
use App\ShopApi\Data\Alerts;
use App\ShopApi\Data\CategoryRecord;
use App\ShopApi\Data\DictionaryItem;
use App\ShopApi\Data\RegionRecord;
use App\ShopApi\Data\RestaurantRecord;
use App\ShopApi\Data\Settings;
use App\ShopApi\Data\SocialRecord;
use Carbon\CarbonImmutable;

/**
 * The embedded backend's dictionaries as the shop API's records (answered in one language): the JSON API sends them
 * as they serialize, LocalShopApi passes them through.
 */
class Dictionaries
{
    public function settings(): Settings
    {
        $settings = ShopSetting::valueOf('settings', []);

        return new Settings(phone: $settings['phone'] ?? null, emailAdmin: $settings['email_admin'] ?? null);
    }

    public function alerts(string $locale): Alerts
    {
        $options = ShopSetting::valueOf('options', []);
        $text = fn (string $key) => $options[$key][$locale] ?? null;

        return new Alerts(alertMessage: $text('alert_message'), alertPopupMessage: $text('alert_popup_message'));
    }

    public function alertsUpdatedAt(): ?string
    {
        return ShopSetting::query()->find('options')?->updated_at?->toIso8601String();
    }

    /** @return list<SocialRecord> */
    public function socials(): array
    {
        return array_values(Social::query()->ordered()->get()
            ->map(fn (Social $s) => new SocialRecord(key: $s->key, name: $s->name, url: $s->url, icon: $s->icon))
            ->all());
    }

    /** @return list<RegionRecord> */
    public function regions(string $locale): array
    {
        return array_values(Region::query()->where('active', true)->ordered()->get()
            ->map(fn (Region $r) => new RegionRecord(
                id: $r->id, slug: $r->slug, name: (string) $r->translate('name', $locale), minOrder: $r->min_order,
                deliveryFee: $r->delivery_fee, freeFrom: $r->free_from, etaMinutes: $r->eta_minutes, restaurantId: $r->restaurant_id,
            ))->all());
    }

    /** @return list<RestaurantRecord> */
    public function restaurants(string $locale): array
    {
        $now = CarbonImmutable::now();
        $timezone = (string) config('shop.ordering.timezone');
        // Holiday hours of the coming days (shop.ordering.holidays_ahead_days), the restaurant's own before those for all.
        $today = CarbonImmutable::now(config('shop.ordering.timezone'))->startOfDay();
        $overrides = OpeningHoursOverride::query()
            ->whereBetween('date', [$today->format('Y-m-d'), $today->addDays(max(0, (int) config('shop.ordering.holidays_ahead_days')))->format('Y-m-d')])
            ->orderBy('date')->get();
        $holidays = function (Restaurant $r) use ($overrides): array {
            return array_values($overrides->filter(fn (OpeningHoursOverride $o) => $o->restaurant_id === null || $o->restaurant_id === $r->id)
                ->groupBy(fn (OpeningHoursOverride $o) => $o->date->format('Y-m-d'))
                ->map(fn ($forDate) => $forDate->firstWhere('restaurant_id', $r->id) ?? $forDate->firstOrFail())
                ->map(fn (OpeningHoursOverride $o) => [
                    'date' => $o->date->format('Y-m-d'),
                    'open' => $o->closed ? null : $o->opens_at,
                    'close' => $o->closed ? null : $o->closes_at,
                    'note' => $o->note,
                ])->all());
        };

        return array_values(Restaurant::query()->ordered()->get()
            ->map(fn (Restaurant $r) => new RestaurantRecord(
                id: $r->id, slug: $r->slug, name: (string) $r->translate('name', $locale),
                address: (string) $r->translate('address', $locale), phone: (string) $r->phone,
                lat: (float) $r->lat, lng: (float) $r->lng, pickup: (bool) $r->pickup,
                hours: array_map(fn (int $day) => [
                    'day' => $day,
                    'open' => $r->hours[$day][0] ?? $r->hours[(string) $day][0] ?? null,
                    'close' => $r->hours[$day][1] ?? $r->hours[(string) $day][1] ?? null,
                ], range(1, 7)),
                prepMinutes: (int) $r->prep_minutes,
                // What an operator set from the board, as of this answer (null once it ended).
                busyMinutes: $r->busyMinutesAt($now) ?: null,
                busyUntil: $r->busyUntilAt($now)?->setTimezone($timezone)->toIso8601String(),
                pausedUntil: $r->pausedUntilAt($now)?->setTimezone($timezone)->toIso8601String(),
                holidays: $holidays($r),
            ))->all());
    }

    /** @return list<DictionaryItem> */
    public function paymentTypes(string $locale): array
    {
        return array_values(PaymentTypeOption::query()->where('active', true)->ordered()->get()
            ->map(fn (PaymentTypeOption $t) => new DictionaryItem(id: $t->id, code: $t->code, name: (string) $t->translate('name', $locale), online: (bool) $t->online))
            ->all());
    }

    /** @return list<DictionaryItem> the order types (no "online": that is a payment type's) */
    public function orderTypes(string $locale): array
    {
        return array_values(OrderTypeOption::query()->where('active', true)->ordered()->get()
            ->map(fn (OrderTypeOption $t) => new DictionaryItem(id: $t->id, code: $t->code, name: (string) $t->translate('name', $locale)))
            ->all());
    }

    /** @return list<CategoryRecord> */
    public function categories(string $locale): array
    {
        return array_values(Category::query()->where('visible', true)->ordered()->get()
            ->map(fn (Category $c) => new CategoryRecord(id: $c->id, slug: $c->slug, name: (string) $c->translate('name', $locale), image: $c->image))
            ->all());
    }

    /** @return array{id: int, slug: string, name: ?string, image: ?string} a category inside the catalog's payloads */
    public function category(Category $category, string $locale): array
    {
        return ['id' => $category->id, 'slug' => $category->slug, 'name' => $category->translate('name', $locale), 'image' => $category->image];
    }
}
