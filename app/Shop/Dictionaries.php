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
use Carbon\CarbonImmutable;

/** The embedded backend's dictionaries, as the JSON payloads of the shop API (answered in one language). */
class Dictionaries
{
    /** @return array{phone: ?string, email_admin: ?string} */
    public function settings(): array
    {
        $settings = ShopSetting::valueOf('settings', []);

        return ['phone' => $settings['phone'] ?? null, 'email_admin' => $settings['email_admin'] ?? null];
    }

    /** @return array{alert_message: ?string, alert_popup_message: ?string} */
    public function alerts(string $locale): array
    {
        $options = ShopSetting::valueOf('options', []);
        $text = fn (string $key) => $options[$key][$locale] ?? null;

        return ['alert_message' => $text('alert_message'), 'alert_popup_message' => $text('alert_popup_message')];
    }

    public function alertsUpdatedAt(): ?string
    {
        return ShopSetting::query()->find('options')?->updated_at?->toIso8601String();
    }

    /** @return list<array<string, mixed>> */
    public function socials(): array
    {
        return array_values(Social::query()->ordered()->get()
            ->map(fn (Social $s) => ['key' => $s->key, 'name' => $s->name, 'url' => $s->url, 'icon' => $s->icon])
            ->all());
    }

    /** @return list<array<string, mixed>> */
    public function regions(string $locale): array
    {
        return array_values(Region::query()->where('active', true)->ordered()->get()
            ->map(fn (Region $r) => [
                'id' => $r->id, 'slug' => $r->slug, 'name' => $r->translate('name', $locale),
                'min_order' => $r->min_order, 'delivery_fee' => $r->delivery_fee, 'free_from' => $r->free_from,
                'eta_minutes' => $r->eta_minutes, 'restaurant_id' => $r->restaurant_id,
            ])->all());
    }

    /** @return list<array<string, mixed>> */
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
            return $overrides->filter(fn (OpeningHoursOverride $o) => $o->restaurant_id === null || $o->restaurant_id === $r->id)
                ->groupBy(fn (OpeningHoursOverride $o) => $o->date->format('Y-m-d'))
                ->map(fn ($forDate) => $forDate->firstWhere('restaurant_id', $r->id) ?? $forDate->firstOrFail())
                ->map(fn (OpeningHoursOverride $o) => [
                    'date' => $o->date->format('Y-m-d'),
                    'open' => $o->closed ? null : $o->opens_at,
                    'close' => $o->closed ? null : $o->closes_at,
                    'note' => $o->note,
                ])->values()->all();
        };

        return array_values(Restaurant::query()->ordered()->get()
            ->map(fn (Restaurant $r) => [
                'id' => $r->id, 'slug' => $r->slug, 'name' => $r->translate('name', $locale),
                'address' => $r->translate('address', $locale), 'phone' => $r->phone,
                'lat' => $r->lat, 'lng' => $r->lng, 'pickup' => $r->pickup,
                'prep_minutes' => $r->prep_minutes,
                // What an operator set from the board, as of this answer (null once it ended).
                'busy_minutes' => $r->busyMinutesAt($now) ?: null,
                'busy_until' => $r->busyUntilAt($now)?->setTimezone($timezone)->toIso8601String(),
                'paused_until' => $r->pausedUntilAt($now)?->setTimezone($timezone)->toIso8601String(),
                'hours' => collect(range(1, 7))->map(fn (int $day) => [
                    'day' => $day,
                    'open' => $r->hours[$day][0] ?? $r->hours[(string) $day][0] ?? null,
                    'close' => $r->hours[$day][1] ?? $r->hours[(string) $day][1] ?? null,
                ])->all(),
                'holidays' => $holidays($r),
            ])->all());
    }

    /** @return list<array<string, mixed>> */
    public function paymentTypes(string $locale): array
    {
        return array_values(PaymentTypeOption::query()->where('active', true)->ordered()->get()
            ->map(fn (PaymentTypeOption $t) => ['id' => $t->id, 'code' => $t->code, 'name' => $t->translate('name', $locale), 'online' => $t->online])
            ->all());
    }

    /** @return list<array<string, mixed>> */
    public function orderTypes(string $locale): array
    {
        return array_values(OrderTypeOption::query()->where('active', true)->ordered()->get()
            ->map(fn (OrderTypeOption $t) => ['id' => $t->id, 'code' => $t->code, 'name' => $t->translate('name', $locale)])
            ->all());
    }

    /** @return list<array<string, mixed>> */
    public function categories(string $locale): array
    {
        return array_values(Category::query()->where('visible', true)->ordered()->get()
            ->map(fn (Category $c) => $this->category($c, $locale))
            ->all());
    }

    /** @return array{id: int, slug: string, name: ?string, image: ?string} */
    public function category(Category $category, string $locale): array
    {
        return ['id' => $category->id, 'slug' => $category->slug, 'name' => $category->translate('name', $locale), 'image' => $category->image];
    }
}
