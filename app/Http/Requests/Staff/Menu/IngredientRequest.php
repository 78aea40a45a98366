<?php

namespace App\Http\Requests\Staff\Menu;

use App\Models\Ingredient;
use Illuminate\Validation\Rule;

/** An ingredient: names in uk and en, a unique slug, and the dishes and modifiers made with it. */
class IngredientRequest extends MenuRequest
{
    protected function prepareForValidation(): void
    {
        if (is_string($this->input('slug'))) {
            $this->merge(['slug' => mb_strtolower(trim($this->input('slug')))]);
        }
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        $ingredient = $this->route('ingredient');
        $max = (int) config('shop.limits.max_list_items');

        return [
            ...$this->translated('name', (int) config('shop.menu.name_max')),
            'slug' => [...$this->slugRules(), Rule::unique('ingredients', 'slug')->ignore($ingredient instanceof Ingredient ? $ingredient->id : null)],
            'products' => ['present', 'array', 'max:'.$max],
            'products.*' => ['integer', 'distinct', Rule::exists('products', 'id')],
            'modifiers' => ['present', 'array', 'max:'.$max],
            'modifiers.*' => ['integer', 'distinct', Rule::exists('modifiers', 'id')],
        ];
    }

    /** @return array{name: array<string, ?string>, slug: string, products: list<int>, modifiers: list<int>} */
    public function values(): array
    {
        return [
            'name' => $this->texts('name'),
            'slug' => (string) $this->validated('slug'),
            'products' => array_values(array_map('intval', (array) $this->validated('products'))),
            'modifiers' => array_values(array_map('intval', (array) $this->validated('modifiers'))),
        ];
    }
}
