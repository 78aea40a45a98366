<?php

namespace App\Http\Controllers\Staff\Menu;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\Menu\MenuPhotoRequest;
use App\Http\Requests\Staff\Menu\ProductRequest;
use App\Models\Product;
use App\Staff\Menu\MenuEditor;
use App\Staff\StaffRoutes;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** The menu's products (a resource: create, store, edit, update) and a product's photo (updatePhoto). */
class ProductController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private MenuPages $pages, private MenuEditor $editor) {}

    public function create(Request $request): InertiaResponse
    {
        $category = filter_var($request->query('category'), FILTER_VALIDATE_INT, ['options' => ['min_range' => 1]]);

        return Inertia::render('staff/menu/product', $this->pages->product(null, app()->getLocale(), $category === false ? null : $category));
    }

    public function store(ProductRequest $request): RedirectResponse
    {
        $product = $this->editor->saveProduct(null, $request->values(), $request->related(), $request->modifierGroups());

        return $this->savedTo(StaffRoutes::url('menu.products.edit', ['product' => $product->id]), 'created');
    }

    public function edit(Product $product): InertiaResponse
    {
        return Inertia::render('staff/menu/product', $this->pages->product($product, app()->getLocale()));
    }

    public function update(ProductRequest $request, Product $product): RedirectResponse
    {
        $this->editor->saveProduct($product, $request->values(), $request->related(), $request->modifierGroups());

        return $this->savedBack();
    }

    public function updatePhoto(MenuPhotoRequest $request, Product $product): RedirectResponse
    {
        $this->editor->setPhoto($product, $request->file('photo'));

        return $this->savedBack('photo');
    }
}
