<?php

namespace App\Staff\Menu;

use App\Models\Ingredient;
use App\Staff\Audit;
use App\Staff\Floor\StorefrontCache;
use Illuminate\Support\Facades\DB;

/**
 * The menu's ingredients for managers: their names and which dishes and modifiers are made with them (what the
 * ingredient stop-list makes unavailable). Every change is audited and renews the storefront's catalog answers.
 */
class IngredientEditor
{
    public function __construct(private Audit $audit, private StorefrontCache $storefront) {}

    /** @param  array{name: array<string, ?string>, slug: string, products: list<int>, modifiers: list<int>}  $values */
    public function save(?Ingredient $ingredient, array $values): Ingredient
    {
        return DB::transaction(function () use ($ingredient, $values) {
            $before = $ingredient === null ? null : self::snapshot($ingredient);
            $ingredient ??= new Ingredient;
            $ingredient->fill(['name' => $values['name'], 'slug' => $values['slug']])->save();
            $ingredient->products()->sync($values['products']);
            $ingredient->modifiers()->sync($values['modifiers']);
            $ingredient->unsetRelations();
            $this->audit->record($before === null ? 'ingredient.create' : 'ingredient.update', $ingredient, $before, self::snapshot($ingredient));
            $this->storefront->invalidate();

            return $ingredient;
        });
    }

    public function delete(Ingredient $ingredient): void
    {
        DB::transaction(function () use ($ingredient) {
            $before = self::snapshot($ingredient);
            $ingredient->delete();
            $this->audit->record('ingredient.delete', $ingredient, $before, null);
            $this->storefront->invalidate();
        });
    }

    /** @return array<string, mixed> */
    private static function snapshot(Ingredient $ingredient): array
    {
        return [
            'name' => $ingredient->name,
            'slug' => $ingredient->slug,
            'products' => $ingredient->products()->orderBy('products.id')->pluck('products.id')->all(),
            'modifiers' => $ingredient->modifiers()->orderBy('modifiers.id')->pluck('modifiers.id')->all(),
        ];
    }
}
