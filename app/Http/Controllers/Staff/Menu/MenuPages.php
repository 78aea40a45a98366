<?php

namespace App\Http\Controllers\Staff\Menu;

use App\Models\Category;
use App\Models\Modifier;
use App\Models\ModifierGroup;
use App\Models\Product;
use App\Models\ProductPriceChange;
use App\Rules\Hryvnias;
use App\Staff\Board\BoardTickets;
use App\Staff\Menu\MenuPhotos;
use App\Staff\StaffRoutes;
use App\Support\LocalizedUrl;

/** The props of the staff menu pages: records as their forms edit them (prices as hryvnias), lists to choose from. */
class MenuPages
{
    /** @return array<string, mixed> */
    public function index(string $locale): array
    {
        $groups = ModifierGroup::query()->orderBy('sort')->orderBy('id')->withCount('modifiers')->get();

        return [
            'categories' => Category::query()->ordered()->with(['products' => fn ($q) => $q->ordered()])->get()->map(fn (Category $c) => [
                'id' => $c->id, 'name' => $c->translate('name', $locale), 'slug' => $c->slug, 'visible' => (bool) $c->visible,
                'url' => StaffRoutes::url('menu.categories.edit', ['category' => $c->id]),
                'products' => $c->products->map(fn (Product $p) => [
                    'id' => $p->id, 'name' => $p->translate('name', $locale), 'price' => $p->price, 'visible' => (bool) $p->visible,
                    'available' => (bool) $p->available, 'url' => StaffRoutes::url('menu.products.edit', ['product' => $p->id]),
                ])->all(),
            ])->all(),
            'groups' => $groups->map(fn (ModifierGroup $g) => [
                'id' => $g->id, 'name' => $g->translate('name', $locale), 'required' => (bool) $g->required, 'min' => $g->min, 'max' => $g->max,
                'modifiers' => (int) $g->getAttribute('modifiers_count'), 'url' => StaffRoutes::url('menu.groups.edit', ['group' => $g->id]),
            ])->all(),
        ];
    }

    /** @return array<string, mixed> */
    public function category(?Category $category): array
    {
        return [
            'category' => $category ? [
                'id' => $category->id, 'name' => self::both($category->name), 'slug' => $category->slug, 'visible' => (bool) $category->visible,
                'tax_codes' => (string) $category->tax_codes,
                'storefront' => LocalizedUrl::route('menu.category', ['category' => $category->slug]),
            ] : null,
        ];
    }

    /** @return array<string, mixed> */
    public function product(?Product $product, string $locale, ?int $categoryId = null): array
    {
        $menu = config('shop.menu');

        return [
            'product' => $product ? [
                'id' => $product->id, 'name' => self::both($product->name), 'description' => self::both($product->description),
                'composition' => self::both($product->composition), 'slug' => $product->slug, 'category_id' => $product->category_id,
                'price' => Hryvnias::format($product->price), 'old_price' => Hryvnias::format($product->old_price), 'weight' => $product->weight,
                'pieces' => $product->pieces, 'badges' => $product->badges ?? [], 'allergens' => $product->allergens ?? [],
                'related' => $product->related()->pluck('products.id')->all(), 'modifier_groups' => $product->modifierGroups()->pluck('modifier_groups.id')->all(),
                'visible' => (bool) $product->visible, 'sort' => $product->sort, 'image' => $product->image, 'tax_codes' => (string) $product->tax_codes,
                'photo' => $product->photo ? ['width' => $product->photo['width'], 'height' => $product->photo['height'], 'original' => MenuPhotos::publicUrl($product->photo['original'])] : null,
                'storefront' => LocalizedUrl::route('product', ['product' => $product->slug]),
                'prices' => $product->priceChanges()->limit(50)->get()->map(fn (ProductPriceChange $c) => [
                    'id' => $c->id, 'at' => BoardTickets::time($c->created_at), 'by' => $c->staff_name,
                    'old_price' => $c->old_price, 'new_price' => $c->new_price, 'old_old_price' => $c->old_old_price, 'new_old_price' => $c->new_old_price,
                ])->all(),
            ] : null,
            'defaults' => ['category_id' => $categoryId],
            'options' => [
                'categories' => Category::query()->ordered()->get()->map(fn (Category $c) => ['id' => $c->id, 'name' => $c->translate('name', $locale)])->all(),
                'products' => Product::query()->ordered()->get(['id', 'name', 'category_id'])->reject(fn (Product $p) => $p->id === $product?->id)
                    ->map(fn (Product $p) => ['id' => $p->id, 'name' => $p->translate('name', $locale)])->values()->all(),
                'groups' => ModifierGroup::query()->orderBy('sort')->orderBy('id')->get()->map(fn (ModifierGroup $g) => ['id' => $g->id, 'name' => $g->translate('name', $locale)])->all(),
                'badges' => $menu['badges'], 'allergens' => $menu['allergens'],
            ],
            // The form's own bounds (not `limits`: that is the shared prop of every page).
            'bounds' => [
                'name' => $menu['name_max'], 'description' => $menu['description_max'], 'slug' => $menu['slug_max'], 'weight' => $menu['weight_max'],
                'pieces' => $menu['pieces_max'], 'related' => $menu['related_max'], 'groups' => config('shop.ordering.max_modifiers'),
                'photoKb' => $menu['photo_max_kb'], 'photoMin' => min($menu['photo_widths']),
            ],
        ];
    }

    /** @return array<string, mixed> */
    public function group(?ModifierGroup $group): array
    {
        return [
            'group' => $group ? [
                'id' => $group->id, 'name' => self::both($group->name), 'required' => (bool) $group->required, 'min' => $group->min, 'max' => $group->max,
                'modifiers' => $group->modifiers()->get()->map(fn (Modifier $m) => [
                    'id' => $m->id, 'name' => self::both($m->name), 'price' => Hryvnias::format($m->price), 'max_quantity' => $m->max_quantity,
                ])->all(),
            ] : null,
            'bounds' => ['name' => config('shop.menu.name_max'), 'most' => config('shop.ordering.max_modifiers'), 'quantity' => config('shop.ordering.max_modifier_quantity')],
        ];
    }

    /** @param  array<string, ?string>|null  $value
     *  @return array{uk: string, en: string} */
    private static function both(?array $value): array
    {
        return ['uk' => (string) ($value['uk'] ?? ''), 'en' => (string) ($value['en'] ?? '')];
    }
}
