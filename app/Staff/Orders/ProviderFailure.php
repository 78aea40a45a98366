<?php

namespace App\Staff\Orders;

use Illuminate\Http\JsonResponse;
use RuntimeException;

/** The payment provider refused or did not answer a staff action (a refund, closing an open payment): 502 with why. */
class ProviderFailure extends RuntimeException
{
    public function render(): JsonResponse
    {
        return response()->json(['message' => $this->getMessage()], 502);
    }
}
