<?php

namespace App\Staff\Shop;

use App\Models\OrderTypeOption;
use App\Models\PaymentTypeOption;
use App\Models\Region;
use App\Models\Restaurant;
use App\Models\ShopSetting;
use App\Models\Social;
use App\Shop\Ordering\SlotSettings;
use App\ShopApi\CachedShopApi;
use App\ShopApi\ShopApi;
use App\Staff\Audit;
use Illuminate\Support\Facades\DB;

/**
 * A manager's restaurants, delivery regions, payment and order types, shop settings and social links: each save in one
 * transaction with its audit entry (before and after), and after the commit only the storefront's cached dictionary it
 * changed is forgotten (both languages, the shared cache store). Checkout quotes and slots read the tables live
 * (slot settings through App\Shop\Ordering\SlotSettings).
 */
class ShopEditor
{
    public function __construct(private Audit $audit) {}

    /** @param  array<string, mixed>  $values */
    public function saveRestaurant(?Restaurant $restaurant, array $values): Restaurant
    {
        return DB::transaction(function () use ($restaurant, $values) {
            $before = $restaurant ? self::restaurantSnapshot($restaurant->refresh()) : null;
            if ($restaurant === null) {
                $restaurant = Restaurant::query()->create($values + ['sort' => (int) Restaurant::query()->max('sort') + 1]);
            } else {
                $restaurant->update($values);
            }
            $after = self::restaurantSnapshot($restaurant->refresh());
            if ($before != $after) {
                $this->audit->record($before ? 'restaurant.update' : 'restaurant.create', $restaurant, $before, $after);
                $this->forget(['restaurants']);
            }

            return $restaurant;
        });
    }

    /** @param  array<string, mixed>  $values */
    public function saveRegion(?Region $region, array $values): Region
    {
        return DB::transaction(function () use ($region, $values) {
            $before = $region ? self::regionSnapshot($region->refresh()) : null;
            if ($region === null) {
                $region = Region::query()->create($values + ['sort' => (int) Region::query()->max('sort') + 1]);
            } else {
                $region->update($values);
            }
            $after = self::regionSnapshot($region->refresh());
            if ($before != $after) {
                $this->audit->record($before ? 'region.update' : 'region.create', $region, $before, $after);
                $this->forget(['regions']);
            }

            return $region;
        });
    }

    /** Payment and order types on or off, by code.
     *  @param  array<string, bool>  $payment
     *  @param  array<string, bool>  $order */
    public function saveTypes(array $payment, array $order): void
    {
        DB::transaction(function () use ($payment, $order) {
            $names = [];
            foreach ([[PaymentTypeOption::class, $payment, 'payment-types', 'payment_types'], [OrderTypeOption::class, $order, 'order-types', 'order_types']] as [$model, $active, $name, $subject]) {
                $before = $model::query()->orderBy('sort')->orderBy('id')->lockForUpdate()->pluck('active', 'code')->map(fn ($on) => (bool) $on)->all();
                foreach ($active as $code => $on) {
                    $model::query()->where('code', $code)->update(['active' => $on]);
                }
                $after = $model::query()->orderBy('sort')->orderBy('id')->pluck('active', 'code')->map(fn ($on) => (bool) $on)->all();
                if ($before != $after) {
                    $this->audit->record('shop.'.$subject, [$subject, null], $before, $after);
                    $names[] = $name;
                }
            }
            $this->forget($names);
        });
    }

    /** The shop's phone and admin email.
     *  @param  array{phone: string, email_admin: string}  $values */
    public function saveSettings(array $values): void
    {
        DB::transaction(function () use ($values) {
            $setting = ShopSetting::query()->lockForUpdate()->find('settings');
            $before = (array) ($setting->value ?? []);
            $after = array_merge($before, $values);
            if ($before == $after) {
                return;
            }
            ShopSetting::query()->updateOrCreate(['key' => 'settings'], ['value' => $after]);
            $this->audit->record('shop.settings', ['shop_settings', 'settings'], $before, $after);
            $this->forget(['settings']);
        });
    }

    /** The checkout's slot step, lead time and capacity over the configured ones; slots are computed live, so the
     *  next checkout uses them and no cached answer depends on them.
     *
     *  @param  array{step_minutes: int, lead_minutes: int, capacity: int}  $values */
    public function saveSlotSettings(array $values): void
    {
        DB::transaction(function () use ($values) {
            ShopSetting::query()->lockForUpdate()->find(SlotSettings::KEY);
            $before = (new SlotSettings)->editable();
            if ($before == $values) {
                return;
            }
            ShopSetting::query()->updateOrCreate(['key' => SlotSettings::KEY], ['value' => $values]);
            $this->audit->record('shop.slots', ['shop_settings', SlotSettings::KEY], $before, $values);
        });
    }

    /** The social links' names and addresses, by key.
     *  @param  array<string, array{name: string, url: string}>  $links */
    public function saveSocials(array $links): void
    {
        DB::transaction(function () use ($links) {
            $snapshot = fn () => Social::query()->ordered()->get()->mapWithKeys(fn (Social $s) => [$s->key => ['name' => $s->name, 'url' => $s->url]])->all();
            Social::query()->lockForUpdate()->get();
            $before = $snapshot();
            foreach ($links as $key => $link) {
                Social::query()->where('key', $key)->update($link);
            }
            $after = $snapshot();
            if ($before != $after) {
                $this->audit->record('shop.socials', ['socials', null], $before, $after);
                $this->forget(['socials']);
            }
        });
    }

    /** @return array<string, mixed> */
    public static function restaurantSnapshot(Restaurant $r): array
    {
        return [
            'slug' => $r->slug, 'name' => $r->name, 'address' => $r->address, 'phone' => $r->phone,
            'lat' => round((float) $r->lat, 6), 'lng' => round((float) $r->lng, 6), 'pickup' => (bool) $r->pickup, 'prep_minutes' => (int) $r->prep_minutes, 'hours' => self::hours($r->hours),
            // Whether it has a register of its own; the licence key and PIN never go to the audit trail.
            'fiscal_register' => (string) $r->fiscal_license_key !== '' && (string) $r->fiscal_pin_code !== '',
        ];
    }

    /** @return array<string, mixed> */
    public static function regionSnapshot(Region $r): array
    {
        return [
            'slug' => $r->slug, 'name' => $r->name, 'min_order' => $r->min_order, 'delivery_fee' => $r->delivery_fee, 'free_from' => $r->free_from,
            'eta_minutes' => $r->eta_minutes, 'restaurant_id' => $r->restaurant_id, 'active' => (bool) $r->active,
        ];
    }

    /** Weekly hours by ISO weekday 1–7: ["HH:MM", "HH:MM"], or null when closed that day.
     *  @param  array<array-key, mixed>|null  $hours
     *  @return array<int, array{0: string, 1: string}|null> */
    public static function hours(?array $hours): array
    {
        $week = [];
        foreach (range(1, 7) as $day) {
            $h = $hours[$day] ?? $hours[(string) $day] ?? null;
            $week[$day] = is_array($h) && count($h) === 2 ? [(string) $h[0], (string) $h[1]] : null;
        }

        return $week;
    }

    /** @param  list<string>  $names */
    private function forget(array $names): void
    {
        if ($names === []) {
            return;
        }
        DB::afterCommit(function () use ($names) {
            /** @var ShopApi $api (tests may bind the port without the cache) */
            $api = app(ShopApi::class);
            if ($api instanceof CachedShopApi) {
                $api->forget($names);
            }
        });
    }
}
