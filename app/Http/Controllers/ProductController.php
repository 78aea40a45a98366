<?php

namespace App\Http\Controllers;

use App\Http\Controllers\Concerns\ValidatesSlugs;
use App\Inertia\Inertia;
use App\Inertia\Response;
use App\ShopApi\Data\Review;
use App\ShopApi\ShopApi;
use App\Support\ProductJsonLd;

class ProductController extends Controller
{
    use ValidatesSlugs;

    /** Show one product with its modifiers and related products; its reviews load when the review modal opens. */
    public function __invoke(ShopApi $api, string $product): Response
    {
        $product = $api->product($this->slug($product));

        return Inertia::render('product/show', [
            'product' => $product->toArray(),
            'reviews' => Inertia::optional(fn () => array_map(fn (Review $r) => $r->toArray(), $api->reviews($product->card->slug))),
        ])->withViewData(['jsonLd' => fn () => ProductJsonLd::for($product)]);
    }
}
