<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Requests\StreetSuggestionsRequest;
use App\Shop\Delivery\StreetSuggestions;
use App\ShopApi\ShopContext;
use Illuminate\Http\JsonResponse;

/** GET /api/geocoder/streets?q=…: street names of the shop's city for what the customer typed (docs/delivery-areas.md). */
class GeocoderController extends Controller
{
    public function __construct(private ShopContext $context) {}

    public function streets(StreetSuggestionsRequest $request, StreetSuggestions $suggestions): JsonResponse
    {
        return response()->json(['data' => $suggestions->for($request->typed(), $this->context->locale)]);
    }
}
