<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Requests\Api\CheckoutQuoteRequest;
use App\Http\Requests\Api\CheckoutSlotsRequest;
use App\Shop\Ordering\Orders;
use App\ShopApi\ShopContext;
use Illuminate\Http\JsonResponse;

/** The checkout calls of the shop API: the live quote of a form and the times a kitchen offers. */
class CheckoutController extends Controller
{
    public function __construct(private Orders $orders, private ShopContext $context) {}

    public function quote(CheckoutQuoteRequest $request): JsonResponse
    {
        return response()->json(['data' => $this->orders->quote($request->checkout(), $request->bearerToken(), $this->context->locale)]);
    }

    public function slots(CheckoutSlotsRequest $request): JsonResponse
    {
        $data = $request->validated();

        return response()->json(['data' => $this->orders->slots(
            $request->orderType(),
            isset($data['region_id']) ? (int) $data['region_id'] : null,
            isset($data['restaurant_id']) ? (int) $data['restaurant_id'] : null,
            $this->context->locale,
        )]);
    }
}
