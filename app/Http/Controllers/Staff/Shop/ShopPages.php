<?php

namespace App\Http\Controllers\Staff\Shop;

use App\Models\Region;
use App\Models\Restaurant;
use App\Rules\Hryvnias;
use App\Staff\Shop\ShopEditor;
use App\Staff\StaffRoutes;

/** The props of the restaurant and region forms (money as hryvnias) and the shop pages' URLs. */
class ShopPages
{
    /** @return array<string, mixed> */
    public function restaurantPage(?Restaurant $restaurant): array
    {
        return ['restaurant' => $restaurant ? $this->restaurant($restaurant) : null, 'links' => self::links()];
    }

    /** @return array<string, mixed> */
    public function regionPage(?Region $region): array
    {
        return ['region' => $region ? $this->region($region) : null, 'restaurants' => $this->restaurantChoices(), 'links' => self::links()];
    }

    /** @return array<string, mixed> */
    private function restaurant(Restaurant $r): array
    {
        $both = fn (?array $v) => ['uk' => (string) ($v['uk'] ?? ''), 'en' => (string) ($v['en'] ?? '')];
        $hours = [];
        foreach (ShopEditor::hours($r->hours) as $day => $h) {
            $hours[$day] = ['closed' => $h === null, 'open' => $h[0] ?? '', 'close' => $h[1] ?? ''];
        }

        return [
            'id' => $r->id, 'name' => $both($r->name), 'address' => $both($r->address), 'slug' => $r->slug, 'phone' => $r->phone,
            'lat' => (string) $r->lat, 'lng' => (string) $r->lng, 'pickup' => (bool) $r->pickup, 'hours' => $hours,
        ];
    }

    /** @return array<string, mixed> */
    private function region(Region $r): array
    {
        return [
            'id' => $r->id, 'name' => ['uk' => (string) ($r->name['uk'] ?? ''), 'en' => (string) ($r->name['en'] ?? '')], 'slug' => $r->slug,
            'min_order' => Hryvnias::format($r->min_order), 'delivery_fee' => Hryvnias::format($r->delivery_fee), 'free_from' => Hryvnias::format($r->free_from),
            'eta_minutes' => $r->eta_minutes, 'restaurant_id' => $r->restaurant_id, 'active' => (bool) $r->active,
        ];
    }

    /** @return list<array{id: int, name: ?string}> */
    private function restaurantChoices(): array
    {
        $locale = app()->getLocale();

        return array_values(Restaurant::query()->ordered()->get()->map(fn (Restaurant $r) => ['id' => $r->id, 'name' => $r->translate('name', $locale)])->all());
    }

    /** @return array<string, string> */
    public static function links(): array
    {
        return [
            'shop' => StaffRoutes::url('shop'),
            'restaurantNew' => StaffRoutes::url('shop.restaurants.create'), 'restaurantStore' => StaffRoutes::url('shop.restaurants.store'),
            'restaurantUpdate' => StaffRoutes::url('shop.restaurants.update', ['restaurant' => '__ID__']),
            'regionNew' => StaffRoutes::url('shop.regions.create'), 'regionStore' => StaffRoutes::url('shop.regions.store'),
            'regionUpdate' => StaffRoutes::url('shop.regions.update', ['region' => '__ID__']),
            'types' => StaffRoutes::url('shop.types.update'), 'settings' => StaffRoutes::url('shop.settings.update'), 'socials' => StaffRoutes::url('shop.socials.update'),
            'slots' => StaffRoutes::url('shop.slots.update'),
        ];
    }
}
