<?php

namespace Database\Seeders;

use Illuminate\Database\Seeder;

class DatabaseSeeder extends Seeder
{
    /** Seed the embedded shop: dictionaries first, then the menu, then the demo customer (and, locally, the demo staff). */
    public function run(): void
    {
        $this->call([
            DictionarySeeder::class,
            // The demo's delivery areas (SHOP_DEMO_DELIVERY_AREAS; the tests run on the regions unless they draw areas).
            ...(config('shop.delivery.demo_areas') ? [DeliveryAreaSeeder::class] : []),
            CatalogSeeder::class,
            IngredientSeeder::class,
            CustomerSeeder::class,
            PromoCodeSeeder::class,
            OrderSeeder::class,
            StaffSeeder::class,
        ]);
    }
}
