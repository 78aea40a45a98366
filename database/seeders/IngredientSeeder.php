<?php

namespace Database\Seeders;

use App\Models\Ingredient;
use App\Models\Modifier;
use App\Models\Product;
use Illuminate\Database\Seeder;

/**
 * The demo menu's ingredients and which dishes and modifiers use them (database/seeders/data/ingredients.php), read from
 * each product's English composition: a term names the ingredient, another product's name (a set's rolls) brings that
 * product's ingredients. Re-seeding keeps the stops staff set and rewrites only the demo links.
 */
class IngredientSeeder extends Seeder
{
    public function run(): void
    {
        $products = Product::query()->get(['id', 'name', 'composition']);
        $parts = $products->mapWithKeys(fn (Product $p) => [$p->id => array_map(
            fn (string $part) => mb_strtolower(trim($part)),
            explode(',', (string) ($p->composition['en'] ?? '')),
        )]);
        $byName = $products->mapWithKeys(fn (Product $p) => [mb_strtolower((string) ($p->name['en'] ?? '')) => $p->id]);

        foreach (require database_path('seeders/data/ingredients.php') as $row) {
            $ingredient = Ingredient::query()->updateOrCreate(['slug' => $row['slug']], ['name' => $row['name']]);
            $direct = $parts->filter(fn (array $items) => array_intersect($items, $row['terms']) !== [])->keys();
            // A set names its rolls: it is made with what they are made with.
            $viaRolls = $parts->filter(fn (array $items) => collect($items)->contains(
                fn (string $item) => $byName->has($item) && in_array($byName->get($item), $direct->all(), true),
            ))->keys();
            $ingredient->products()->sync($direct->merge($viaRolls)->unique()->values()->all());
            $ingredient->modifiers()->sync(Modifier::query()->whereIn('key', $row['modifiers'])->pluck('id')->all());
        }
    }
}
