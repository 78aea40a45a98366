<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Requests\Api\ReviewDishRequest;
use App\Shop\Reviews\OrderReviews;
use App\ShopApi\ShopContext;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/** Reviews of an order's dishes: what may be rated, and one dish rated (the order by its token, or its number for its customer). */
class OrderReviewController extends Controller
{
    public function __construct(private OrderReviews $reviews, private ShopContext $context) {}

    public function index(Request $request, string $reference): JsonResponse
    {
        return response()->json(['data' => $this->reviews->forOrder($reference, $request->bearerToken(), $this->context->locale)]);
    }

    public function store(ReviewDishRequest $request, string $reference): JsonResponse
    {
        $data = $this->reviews->submit($reference, $request->bearerToken(), $request->productId(), $request->rating(), $request->body(), $this->context->locale);

        return response()->json(['data' => $data], 201);
    }
}
