<?php

use App\Shop\Sms\DevOutbox;
use Illuminate\Support\Facades\Route;

// Local and testing only (see CustomerServiceProvider): the SMS the log driver "sent", for end-to-end tests.
// GET /_dev/sms-outbox?phone=380501234567 → the last message to that phone with its code; without a phone, the last 20.
Route::get('/_dev/sms-outbox', function (DevOutbox $outbox) {
    $phone = request()->query('phone');
    if (! is_string($phone)) {
        return response()->json(['data' => array_slice($outbox->messages(), -20)]);
    }

    $last = $outbox->last(preg_replace('/\D/', '', $phone));

    return $last === null ? response()->json(['message' => 'No SMS to this phone.'], 404) : response()->json(['data' => $last]);
});
