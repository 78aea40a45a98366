<?php

namespace App\Http\Controllers\Staff\Menu;

use App\Http\Controllers\Controller;
use App\Http\Requests\Staff\Menu\CategoryRequest;
use App\Http\Requests\Staff\Menu\MenuPhotoRequest;
use App\Http\Requests\Staff\Menu\ModifierGroupRequest;
use App\Http\Requests\Staff\Menu\ProductRequest;
use App\Models\Category;
use App\Models\ModifierGroup;
use App\Models\Product;
use App\Staff\Menu\MenuEditor;
use App\Staff\StaffRoutes;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Validation\Rule;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** The menu for managers: categories (and their order), products, modifier groups. Pages are Inertia pages; saves answer JSON. */
class MenuController extends Controller
{
    public function __construct(private MenuPages $pages, private MenuEditor $editor) {}

    public function index(): InertiaResponse
    {
        return Inertia::render('staff/menu/index', $this->pages->index(app()->getLocale()));
    }

    public function createCategory(): InertiaResponse
    {
        return Inertia::render('staff/menu/category', $this->pages->category(null));
    }

    public function editCategory(Category $category): InertiaResponse
    {
        return Inertia::render('staff/menu/category', $this->pages->category($category));
    }

    public function storeCategory(CategoryRequest $request): JsonResponse
    {
        $category = $this->editor->saveCategory(null, $request->values());

        return $this->saved(StaffRoutes::url('menu.categories.edit', ['category' => $category->id]), $this->pages->category($category), 201);
    }

    public function updateCategory(CategoryRequest $request, Category $category): JsonResponse
    {
        $this->editor->saveCategory($category, $request->values());

        return $this->saved(null, $this->pages->category($category->refresh()));
    }

    public function moveCategory(Request $request, Category $category): JsonResponse
    {
        $request->validate(['direction' => ['required', 'string', Rule::in(['up', 'down'])]], [], (array) __('menu.attributes'));
        $this->editor->moveCategory($category, $request->input('direction'));

        return response()->json($this->pages->index(app()->getLocale()));
    }

    public function createProduct(Request $request): InertiaResponse
    {
        $category = filter_var($request->query('category'), FILTER_VALIDATE_INT, ['options' => ['min_range' => 1]]);

        return Inertia::render('staff/menu/product', $this->pages->product(null, app()->getLocale(), $category === false ? null : $category));
    }

    public function editProduct(Product $product): InertiaResponse
    {
        return Inertia::render('staff/menu/product', $this->pages->product($product, app()->getLocale()));
    }

    public function storeProduct(ProductRequest $request): JsonResponse
    {
        $product = $this->editor->saveProduct(null, $request->values(), $request->related(), $request->modifierGroups());

        return $this->saved(StaffRoutes::url('menu.products.edit', ['product' => $product->id]), $this->pages->product($product, app()->getLocale()), 201);
    }

    public function updateProduct(ProductRequest $request, Product $product): JsonResponse
    {
        $this->editor->saveProduct($product, $request->values(), $request->related(), $request->modifierGroups());

        return $this->saved(null, $this->pages->product($product->refresh(), app()->getLocale()));
    }

    public function storePhoto(MenuPhotoRequest $request, Product $product): JsonResponse
    {
        $product = $this->editor->setPhoto($product, $request->file('photo'));

        return $this->saved(null, $this->pages->product($product, app()->getLocale()));
    }

    public function createGroup(): InertiaResponse
    {
        return Inertia::render('staff/menu/group', $this->pages->group(null));
    }

    public function editGroup(ModifierGroup $group): InertiaResponse
    {
        return Inertia::render('staff/menu/group', $this->pages->group($group));
    }

    public function storeGroup(ModifierGroupRequest $request): JsonResponse
    {
        $group = $this->editor->saveModifierGroup(null, $request->values(), $request->modifiers());

        return $this->saved(StaffRoutes::url('menu.groups.edit', ['group' => $group->id]), $this->pages->group($group), 201);
    }

    public function updateGroup(ModifierGroupRequest $request, ModifierGroup $group): JsonResponse
    {
        $this->editor->saveModifierGroup($group, $request->values(), $request->modifiers());

        return $this->saved(null, $this->pages->group($group->refresh()));
    }

    /** @param  array<string, mixed>  $page */
    private function saved(?string $redirect, array $page, int $status = 200): JsonResponse
    {
        return response()->json(['redirect' => $redirect] + $page, $status);
    }
}
