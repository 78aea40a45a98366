<?php

namespace App\Http\Controllers\Staff\Shop;

use App\Models\Region;
use App\Models\Restaurant;
use App\Rules\Hryvnias;
use App\Staff\Shop\ShopEditor;

/** The props of the restaurant and region forms (money as hryvnias). */
class ShopPages
{
    /** @return array<string, mixed> */
    public function restaurantPage(?Restaurant $restaurant): array
    {
        return ['restaurant' => $restaurant ? $this->restaurant($restaurant) : null];
    }

    /** @return array<string, mixed> */
    public function regionPage(?Region $region): array
    {
        return ['region' => $region ? $this->region($region) : null, 'restaurants' => $this->restaurantChoices()];
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
            // Its own fiscal register (docs/fiscal.md): whether one is kept; the secrets are never sent back.
            'fiscal_register' => (string) $r->fiscal_license_key !== '' && (string) $r->fiscal_pin_code !== '',
            'fiscal_license_key' => '', 'fiscal_pin_code' => '', 'fiscal_clear' => false,
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
}
