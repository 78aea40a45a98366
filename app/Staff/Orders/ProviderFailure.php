<?php

namespace App\Staff\Orders;

use App\Staff\Toast;
use Illuminate\Contracts\Debug\ShouldntReport;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use RuntimeException;

/**
 * The payment provider refused or did not answer a staff action (a refund, closing an open payment): 502 with why.
 * Not reported itself: the provider's PaymentGatewayException behind it was reported once, with its context, where
 * it was caught (OrderActions).
 */
class ProviderFailure extends RuntimeException implements ShouldntReport
{
    /** A JSON call gets the status with the message; an Inertia form goes back to its page with the message as an error toast. */
    public function render(Request $request): JsonResponse|RedirectResponse
    {
        if (Toast::wanted($request)) {
            Toast::error($this->getMessage());

            return back(303);
        }

        return response()->json(['message' => $this->getMessage()], 502);
    }
}
