<?php

namespace App\Http\Controllers;

use App\Http\Requests\ProductIdsRequest;
use App\ShopApi\ShopApi;
use Inertia\Inertia;
use Inertia\Response;

class FavoritesController extends Controller
{
    /** Show the favorites; the browser keeps the ids and asks for their cards with a partial reload (?ids=…). */
    public function __invoke(ShopApi $api): Response
    {
        return Inertia::render('favorites', [
            'products' => Inertia::optional(fn (ProductIdsRequest $request) => $api->productsByIds($request->ids())),
        ]);
    }
}
