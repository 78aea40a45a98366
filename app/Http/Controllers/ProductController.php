<?php

namespace App\Http\Controllers;

use App\Http\Controllers\Concerns\ValidatesSlugs;
use App\ShopApi\ShopApi;
use App\Support\ProductJsonLd;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;
use Inertia\Response;

class ProductController extends Controller
{
    use ValidatesSlugs;

    /** Show one product with its modifiers and related products; its reviews load when the review modal opens. */
    public function __invoke(ShopApi $api, string $product): Response|RedirectResponse
    {
        $slug = $this->slug($product);
        $product = $api->product($slug);
        if ($product->card->slug !== $slug) {
            return $this->movedTo('product', ['product' => $product->card->slug]);
        }

        return Inertia::render('product/show', [
            'product' => $product,
            'reviews' => Inertia::optional(fn () => $api->reviews($product->card->slug)),
        ])->withViewData(['jsonLd' => fn () => ProductJsonLd::for($product)]);
    }
}
