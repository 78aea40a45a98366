<?php

namespace App\Http\Controllers\Staff\Menu;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\Menu\IngredientRequest;
use App\Models\Ingredient;
use App\Models\Modifier;
use App\Models\Product;
use App\Staff\Menu\IngredientEditor;
use App\Staff\StaffRoutes;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** The menu's ingredients for managers (a resource: create, store, edit, update, destroy). */
class IngredientController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private IngredientEditor $editor) {}

    public function create(): InertiaResponse
    {
        return Inertia::render('staff/menu/ingredient', $this->page(null));
    }

    public function store(IngredientRequest $request): RedirectResponse
    {
        $ingredient = $this->editor->save(null, $request->values());

        return $this->savedTo(StaffRoutes::url('menu.ingredients.edit', ['ingredient' => $ingredient->id]), 'created');
    }

    public function edit(Ingredient $ingredient): InertiaResponse
    {
        return Inertia::render('staff/menu/ingredient', $this->page($ingredient));
    }

    public function update(IngredientRequest $request, Ingredient $ingredient): RedirectResponse
    {
        $this->editor->save($ingredient, $request->values());

        return $this->savedBack();
    }

    public function destroy(Ingredient $ingredient): RedirectResponse
    {
        $this->editor->delete($ingredient);

        return $this->savedTo(StaffRoutes::url('ingredients'), 'deleted');
    }

    /** @return array<string, mixed> */
    private function page(?Ingredient $ingredient): array
    {
        $locale = app()->getLocale();

        return [
            'ingredient' => $ingredient === null ? null : [
                'id' => $ingredient->id,
                'name' => ['uk' => (string) ($ingredient->name['uk'] ?? ''), 'en' => (string) ($ingredient->name['en'] ?? '')],
                'slug' => $ingredient->slug,
                'products' => $ingredient->products()->orderBy('products.id')->pluck('products.id')->map(fn ($id) => (int) $id)->all(),
                'modifiers' => $ingredient->modifiers()->orderBy('modifiers.id')->pluck('modifiers.id')->map(fn ($id) => (int) $id)->all(),
            ],
            'products' => Product::query()->orderBy('category_id')->orderBy('sort')->orderBy('id')->get(['id', 'name'])->map(fn (Product $p) => ['value' => $p->id, 'label' => (string) $p->translate('name', $locale)])->all(),
            'modifiers' => Modifier::query()->orderBy('modifier_group_id')->orderBy('sort')->get(['id', 'name'])->map(fn (Modifier $m) => ['value' => $m->id, 'label' => (string) $m->translate('name', $locale)])->all(),
        ];
    }
}
