<?php

namespace App\Http\Controllers;

use App\Http\Controllers\Concerns\AnswersShopApiJson;
use App\Http\Requests\StreetSuggestionsRequest;
use App\ShopApi\ShopApi;
use Illuminate\Http\JsonResponse;

/** GET checkout.streets?q=…: the checkout's street suggestions, through the shop (its geocoder's key stays there). */
class StreetController extends Controller
{
    use AnswersShopApiJson;

    protected const SHOP_UNAVAILABLE = 'checkout.problems.address_unavailable';

    public function __construct(private ShopApi $api) {}

    public function index(StreetSuggestionsRequest $request): JsonResponse
    {
        return $this->shopJson(fn () => ['data' => $this->api->streets($request->typed())]);
    }
}
