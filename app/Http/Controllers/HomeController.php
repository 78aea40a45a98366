<?php

namespace App\Http\Controllers;

use App\Http\Requests\ProductIdsRequest;
use App\Inertia\Inertia;
use App\Inertia\Response;
use App\ShopApi\Data\ProductCard;
use App\ShopApi\Data\Promotion;
use App\ShopApi\ShopApi;
use App\Support\RestaurantJsonLd;

class HomeController extends Controller
{
    /** Show the home page: promotions, categories (shared), popular products; recently viewed on request (?ids=…). */
    public function __invoke(ProductIdsRequest $request, ShopApi $api): Response
    {
        return Inertia::render('home', [
            'promotions' => array_map(fn (Promotion $p) => $p->toArray(), $api->promotions()),
            'popular' => array_map(fn (ProductCard $p) => $p->toArray(), $api->popularProducts(8)),
            'viewed' => Inertia::optional(fn () => array_map(fn (ProductCard $p) => $p->toArray(), $api->productsByIds($request->ids()))),
        ])->withViewData(['jsonLd' => fn () => RestaurantJsonLd::for($api->restaurants())]);
    }
}
