<?php

namespace App\Shop\Payments;

use App\Http\ErrorPage;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use RuntimeException;

/** The payment provider failed or answered something unusable: the shop API answers 502. */
class PaymentGatewayException extends RuntimeException
{
    public function render(Request $request): ?JsonResponse
    {
        return ErrorPage::isApiRequest($request) ? response()->json(['message' => __('checkout.payment.gateway')], 502) : null;
    }
}
