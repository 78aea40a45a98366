<?php

namespace Database\Seeders;

use Illuminate\Database\Seeder;

class DatabaseSeeder extends Seeder
{
    /** Seed the embedded shop: dictionaries first, then the menu. */
    public function run(): void
    {
        $this->call([
            DictionarySeeder::class,
            CatalogSeeder::class,
        ]);
    }
}
