<?php

namespace App\Http\Controllers;

use App\Http\Controllers\Concerns\ValidatesSlugs;
use App\Inertia\Inertia;
use App\Inertia\Response;
use App\ShopApi\ShopApi;

class ProductController extends Controller
{
    use ValidatesSlugs;

    /** Show one product with its modifiers and related products. */
    public function __invoke(ShopApi $api, string $product): Response
    {
        return Inertia::render('product/show', [
            'product' => $api->product($this->slug($product))->toArray(),
        ]);
    }
}
