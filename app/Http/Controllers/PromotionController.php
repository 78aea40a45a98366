<?php

namespace App\Http\Controllers;

use App\Http\Controllers\Concerns\ValidatesSlugs;
use App\Inertia\Inertia;
use App\Inertia\Response;
use App\ShopApi\Data\Promotion;
use App\ShopApi\ShopApi;

class PromotionController extends Controller
{
    use ValidatesSlugs;

    /** Show the promotions running today. */
    public function index(ShopApi $api): Response
    {
        return Inertia::render('promotions/index', [
            'promotions' => array_map(fn (Promotion $p) => $p->toArray(), $api->promotions()),
        ]);
    }

    /** Show one promotion with its products. */
    public function show(ShopApi $api, string $promotion): Response
    {
        return Inertia::render('promotions/show', [
            'promotion' => $api->promotion($this->slug($promotion))->toArray(),
        ]);
    }
}
