<?php

namespace App\Http\Controllers;

use App\Http\Requests\CartCheckRequest;
use App\ShopApi\ShopApi;
use Illuminate\Http\JsonResponse;

class CartController extends Controller
{
    /** Price the browser's cart against the shop (the cart drawer calls this when it opens), for the chosen restaurant's kitchen. */
    public function __invoke(CartCheckRequest $request, ShopApi $api): JsonResponse
    {
        return response()->json(['data' => $api->checkCart($request->items(), $request->restaurant())]);
    }
}
