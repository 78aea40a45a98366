<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Requests\Api\ProductsByIdsRequest;
use App\Http\Requests\CartCheckRequest;
use App\Shop\Catalog\Catalog;
use App\ShopApi\ShopContext;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/** The catalog calls of the shop API: categories with products, products, promotions, search. */
class CatalogController extends Controller
{
    public function __construct(private Catalog $catalog, private ShopContext $context) {}

    public function category(string $slug): JsonResponse
    {
        return response()->json(['data' => $this->catalog->category($slug, $this->context->locale)]);
    }

    public function product(string $slug): JsonResponse
    {
        return response()->json(['data' => $this->catalog->product($slug, $this->context->locale)]);
    }

    public function reviews(string $slug): JsonResponse
    {
        return response()->json(['data' => $this->catalog->reviews($slug)]);
    }

    public function products(ProductsByIdsRequest $request): JsonResponse
    {
        return response()->json(['data' => $this->catalog->productsByIds($request->ids(), $this->context->locale)]);
    }

    public function popular(Request $request): JsonResponse
    {
        $validated = $request->validate(['limit' => ['sometimes', 'integer', 'min:1', 'max:'.(int) config('shop.menu.popular_max')]]);

        return response()->json(['data' => $this->catalog->popular((int) ($validated['limit'] ?? 8), $this->context->locale)]);
    }

    public function promotions(): JsonResponse
    {
        return response()->json(['data' => $this->catalog->promotions($this->context->locale)]);
    }

    public function promotion(string $slug): JsonResponse
    {
        return response()->json(['data' => $this->catalog->promotion($slug, $this->context->locale)]);
    }

    public function checkCart(CartCheckRequest $request): JsonResponse
    {
        return response()->json(['data' => $this->catalog->checkCart($request->items(), $this->context->locale, $request->restaurant())]);
    }

    public function search(Request $request): JsonResponse
    {
        $validated = $request->validate(['q' => ['required', 'string', 'min:2', 'max:100']]);

        return response()->json(['data' => $this->catalog->search($validated['q'], $this->context->locale)]);
    }
}
