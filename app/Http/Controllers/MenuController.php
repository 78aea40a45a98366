<?php

namespace App\Http\Controllers;

use App\Http\Controllers\Concerns\ValidatesSlugs;
use App\ShopApi\ShopApi;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;
use Inertia\Response;

class MenuController extends Controller
{
    use ValidatesSlugs;

    /** Show the category list (the categories are a shared prop). */
    public function index(): Response
    {
        return Inertia::render('menu/index');
    }

    /** Show one category with its products. */
    public function show(ShopApi $api, string $category): Response|RedirectResponse
    {
        $slug = $this->slug($category);
        $page = $api->category($slug);
        if ($page->category->slug !== $slug) {
            return $this->movedTo('menu.category', ['category' => $page->category->slug]);
        }

        return Inertia::render('menu/category', [
            'category' => $page,
        ]);
    }
}
