<?php

namespace Database\Seeders;

use App\Models\DeliveryArea;
use App\Models\Restaurant;
use Illuminate\Database\Seeder;

class DeliveryAreaSeeder extends Seeder
{
    /** The demo city's delivery areas (data/delivery-areas.php), once: an area already drawn is left as staff keep it. */
    public function run(): void
    {
        $restaurants = Restaurant::query()->pluck('id', 'slug');
        foreach (require __DIR__.'/data/delivery-areas.php' as $area) {
            $restaurant = $restaurants[$area['restaurant']] ?? null;
            unset($area['restaurant']);
            if ($restaurant === null) {
                continue;
            }
            DeliveryArea::query()->firstOrCreate(['restaurant_id' => $restaurant, 'name->en' => $area['name']['en']], $area + ['restaurant_id' => $restaurant]);
        }
    }
}
