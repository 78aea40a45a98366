<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Requests\Api\ChangePaymentTypeRequest;
use App\Http\Requests\Api\PlaceOrderRequest;
use App\Shop\Ordering\Orders;
use App\ShopApi\ShopContext;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/** The order calls of the shop API. An order is named by its number (its customer's bearer token needed) or its token. */
class OrderController extends Controller
{
    public function __construct(private Orders $orders, private ShopContext $context) {}

    /** Place an order once per Idempotency-Key: 201 when created, 200 with the same order for a repeated key. */
    public function store(PlaceOrderRequest $request): JsonResponse
    {
        $placed = $this->orders->place($request->checkout(), $request->idempotencyKey(), $request->bearerToken(), $this->context->locale, $request->clientIp());

        return response()->json(['data' => $placed], $placed->created ? 201 : 200);
    }

    /** GET /api/orders?page=N: {data: one page of the customer's orders, meta: {page, per_page, total, last_page}} */
    public function index(Request $request): JsonResponse
    {
        $page = filter_var($request->query('page', '1'), FILTER_VALIDATE_INT, ['options' => ['min_range' => 1, 'max_range' => 100000]]);

        $orders = $this->orders->list($request->bearerToken(), $this->context->locale, $page === false ? 1 : $page);

        return response()->json(['data' => $orders->items, 'meta' => $orders->meta()]);
    }

    public function show(Request $request, string $reference): JsonResponse
    {
        return response()->json(['data' => $this->orders->find($reference, $request->bearerToken(), $this->context->locale)]);
    }

    /** The order's version (by its token): the tracking page reads the order again only when it moved. */
    public function version(string $reference): JsonResponse
    {
        return response()->json(['data' => ['version' => $this->orders->version($reference)]]);
    }

    /** Open a new card payment (pay again after a failure). */
    public function pay(Request $request, string $reference): JsonResponse
    {
        return response()->json(['data' => $this->orders->pay($reference, $request->bearerToken(), $this->context->locale)]);
    }

    /** Pay in cash or by card to the courier instead of online. */
    public function changePaymentType(ChangePaymentTypeRequest $request, string $reference): JsonResponse
    {
        $data = $request->validated();

        return response()->json(['data' => $this->orders->changePaymentType(
            $reference, $request->bearerToken(), $request->paymentType(), isset($data['change_from']) ? (int) $data['change_from'] : null, $this->context->locale,
        )]);
    }
}
