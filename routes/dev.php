<?php

use App\Http\Middleware\DevToolsOnly;
use App\Shop\Sms\DevOutbox;
use Illuminate\Support\Facades\Route;

// Development tools (see CustomerServiceProvider): registered only in local/testing with SHOP_DEV_TOOLS=true,
// and answered only to loopback clients (DevToolsOnly); everyone else gets 404.
// GET /_dev/sms-outbox?phone=380501234567 → the last message to that phone with its code; without a phone, the last 20.
Route::middleware(DevToolsOnly::class)->get('/_dev/sms-outbox', function (DevOutbox $outbox) {
    $phone = request()->query('phone');
    if (! is_string($phone)) {
        return response()->json(['data' => array_slice($outbox->messages(), -20)]);
    }

    $last = $outbox->last((string) preg_replace('/\D/', '', $phone));

    return $last === null ? response()->json(['message' => 'No SMS to this phone.'], 404) : response()->json(['data' => $last]);
});
