<?php

namespace App\Http\Controllers;

use App\Http\Controllers\Concerns\ValidatesSlugs;
use App\ShopApi\ShopApi;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;
use Inertia\Response;

class PromotionController extends Controller
{
    use ValidatesSlugs;

    /** Show the promotions running today. */
    public function index(ShopApi $api): Response
    {
        return Inertia::render('promotions/index', [
            'promotions' => $api->promotions(),
        ]);
    }

    /** Show one promotion with its products. */
    public function show(ShopApi $api, string $promotion): Response|RedirectResponse
    {
        $slug = $this->slug($promotion);
        $page = $api->promotion($slug);
        if ($page->slug !== $slug) {
            return $this->movedTo('promotions.show', ['promotion' => $page->slug]);
        }

        return Inertia::render('promotions/show', [
            'promotion' => $page,
        ]);
    }
}
