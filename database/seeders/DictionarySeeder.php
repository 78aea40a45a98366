<?php

namespace Database\Seeders;

use App\Models\OrderTypeOption;
use App\Models\PaymentTypeOption;
use App\Models\Region;
use App\Models\Restaurant;
use App\Models\ShopSetting;
use App\Models\Social;
use Illuminate\Database\Seeder;

class DictionarySeeder extends Seeder
{
    /** Seed settings, socials, restaurants, delivery regions, payment and order types from data/dictionaries.php. */
    public function run(): void
    {
        $data = require __DIR__.'/data/dictionaries.php';

        ShopSetting::query()->updateOrCreate(['key' => 'settings'], ['value' => $data['settings']]);
        ShopSetting::query()->updateOrCreate(['key' => 'options'], ['value' => $data['options']]);

        foreach ($data['socials'] as $social) {
            Social::query()->updateOrCreate(['key' => $social['key']], $social);
        }

        foreach ($data['restaurants'] as $index => $restaurant) {
            Restaurant::query()->updateOrCreate(['slug' => $restaurant['slug']], $restaurant + ['sort' => $index + 1]);
        }

        $restaurants = Restaurant::query()->pluck('id', 'slug');
        foreach ($data['regions'] as $region) {
            $restaurant = $region['restaurant'] ?? null;
            unset($region['restaurant']);
            Region::query()->updateOrCreate(['slug' => $region['slug']], $region + ['restaurant_id' => $restaurants[$restaurant] ?? null]);
        }

        foreach ($data['payment_types'] as $type) {
            PaymentTypeOption::query()->updateOrCreate(['code' => $type['code']], $type);
        }
        foreach ($data['order_types'] as $type) {
            OrderTypeOption::query()->updateOrCreate(['code' => $type['code']], $type);
        }
    }
}
