<?php

namespace App\Shop\Customers;

use Carbon\CarbonImmutable;
use Laravel\Sanctum\PersonalAccessToken;

/** A sign-in token is alive until its own expiry, and never longer than sanctum.expiration minutes after it was issued. */
final class TokenLifetime
{
    public static function alive(PersonalAccessToken $token): bool
    {
        if ($token->expires_at !== null && $token->expires_at->isPast()) {
            return false;
        }
        $minutes = config('sanctum.expiration');

        return ! $minutes || CarbonImmutable::parse($token->created_at)->addMinutes((int) $minutes)->isFuture();
    }
}
