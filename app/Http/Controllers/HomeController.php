<?php

namespace App\Http\Controllers;

use App\Http\Requests\ProductIdsRequest;
use App\ShopApi\ShopApi;
use App\Support\RestaurantJsonLd;
use Inertia\Inertia;
use Inertia\Response;

class HomeController extends Controller
{
    /** Show the home page: promotions, categories (shared), popular products; recently viewed on request (?ids=…), whose
     *  list is validated only when it is asked for (the optional prop's closure gets the FormRequest injected). */
    public function __invoke(ShopApi $api): Response
    {
        return Inertia::render('home', [
            'promotions' => $api->promotions(),
            'popular' => $api->popularProducts(8),
            'viewed' => Inertia::optional(fn (ProductIdsRequest $request) => $api->productsByIds($request->ids())),
        ])->withViewData(['jsonLd' => fn () => RestaurantJsonLd::for($api->restaurants())]);
    }
}
