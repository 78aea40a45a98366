<?php

namespace App\Shop\Payments;

use App\Http\ErrorPage;
use App\Support\ProviderError;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use RuntimeException;

/**
 * The payment provider failed or answered something unusable: the shop API answers 502. A real failure: reported
 * once where it is caught, with the order (FailureContext) and the provider.
 */
class PaymentGatewayException extends RuntimeException implements ProviderError
{
    /** The payment driver in use when it failed (shop.payments.driver). */
    public function provider(): string
    {
        return (string) config('shop.payments.driver');
    }

    public function render(Request $request): ?JsonResponse
    {
        return ErrorPage::isApiRequest($request) ? response()->json(['message' => __('checkout.payment.gateway')], 502) : null;
    }
}
