<?php

namespace App\Http\Controllers\Staff\Menu;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\Menu\CategoryRequest;
use App\Http\Requests\Staff\Menu\MoveCategoryRequest;
use App\Models\Category;
use App\Staff\Menu\MenuEditor;
use App\Staff\StaffRoutes;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** The menu's categories (a resource: create, store, edit, update) and their order on the storefront (move). */
class CategoryController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private MenuPages $pages, private MenuEditor $editor) {}

    public function create(): InertiaResponse
    {
        return Inertia::render('staff/menu/category', $this->pages->category(null));
    }

    public function store(CategoryRequest $request): RedirectResponse
    {
        $category = $this->editor->saveCategory(null, $request->values());

        return $this->savedTo(StaffRoutes::url('menu.categories.edit', ['category' => $category->id]), 'created');
    }

    public function edit(Category $category): InertiaResponse
    {
        return Inertia::render('staff/menu/category', $this->pages->category($category));
    }

    public function update(CategoryRequest $request, Category $category): RedirectResponse
    {
        $this->editor->saveCategory($category, $request->values());

        return $this->savedBack();
    }

    public function move(MoveCategoryRequest $request, Category $category): RedirectResponse
    {
        $this->editor->moveCategory($category, $request->validated('direction'));

        return $this->savedBack('moved');
    }
}
