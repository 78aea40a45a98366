<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Shop\Dictionaries;
use App\ShopApi\ShopContext;
use Illuminate\Http\JsonResponse;

/** The dictionary calls of the shop API (docs/openapi.yaml) with their exact paths and answer fields. */
class DictionaryController extends Controller
{
    public function __construct(private Dictionaries $dictionaries, private ShopContext $context) {}

    public function options(): JsonResponse
    {
        return response()->json(['settings' => $this->dictionaries->settings()]);
    }

    public function importantUpdateDate(): JsonResponse
    {
        return response()->json([
            'options' => $this->dictionaries->alerts($this->context->locale),
            'updated_at' => $this->dictionaries->alertsUpdatedAt(),
        ]);
    }

    public function socials(): JsonResponse
    {
        return response()->json(['data' => $this->dictionaries->socials()]);
    }

    public function regions(): JsonResponse
    {
        return response()->json(['data' => $this->dictionaries->regions($this->context->locale)]);
    }

    public function restaurants(): JsonResponse
    {
        return response()->json(['data' => $this->dictionaries->restaurants($this->context->locale)]);
    }

    public function paymentTypes(): JsonResponse
    {
        return response()->json(['data' => $this->dictionaries->paymentTypes($this->context->locale)]);
    }

    public function orderTypes(): JsonResponse
    {
        return response()->json(['data' => $this->dictionaries->orderTypes($this->context->locale)]);
    }

    public function categories(): JsonResponse
    {
        return response()->json(['data' => $this->dictionaries->categories($this->context->locale)]);
    }
}
