<?php

namespace App\Http\Controllers;

use App\Inertia\Inertia;
use App\Inertia\Response;
use App\ShopApi\Data\ProductCard;
use App\ShopApi\Data\Promotion;
use App\ShopApi\ShopApi;

class HomeController extends Controller
{
    /** Show the home page: promotions, categories (shared), popular products. */
    public function __invoke(ShopApi $api): Response
    {
        return Inertia::render('home', [
            'promotions' => array_map(fn (Promotion $p) => $p->toArray(), $api->promotions()),
            'popular' => array_map(fn (ProductCard $p) => $p->toArray(), $api->popularProducts(8)),
        ]);
    }
}
