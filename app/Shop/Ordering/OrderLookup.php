<?php

namespace App\Shop\Ordering;

use App\Models\Customer;
use App\Models\Order;

/**
 * Finds an order for a caller: by its secret token (whoever holds it: the browser that placed it, through the
 * order_id cookie) or by its number for the customer who placed it. Anything else is as good as not found.
 */
class OrderLookup
{
    public const TOKEN_PATTERN = '/^[A-Za-z0-9]{32}$/';

    public function find(string $reference, ?Customer $customer): ?Order
    {
        if (preg_match(self::TOKEN_PATTERN, $reference)) {
            return Order::query()->where('token', $reference)->first();
        }
        if ($customer === null || strlen($reference) > 20) {
            return null;
        }

        return Order::query()->where('number', $reference)->where('customer_id', $customer->id)->first();
    }
}
