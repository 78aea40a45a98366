<?php

namespace App\Shop\Ordering;

use App\Models\Customer;
use App\Shop\Customers\TokenLifetime;
use Laravel\Sanctum\PersonalAccessToken;

/** The customer behind a bearer token (a Sanctum personal access token). */
final class CustomerToken
{
    /** Null without a token; a token that is unknown, expired or not a customer's throws. */
    public static function customer(?string $token): ?Customer
    {
        if ($token === null || $token === '') {
            return null;
        }
        $access = PersonalAccessToken::findToken($token);
        $customer = $access?->tokenable;
        if (! $customer instanceof Customer || ! TokenLifetime::alive($access)) {
            throw new InvalidTokenException('The bearer token is not valid.');
        }

        return $customer;
    }
}
