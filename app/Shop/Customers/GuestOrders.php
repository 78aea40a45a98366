<?php

namespace App\Shop\Customers;

use App\Models\Customer;
use App\Models\Order;

/**
 * The orders placed as a guest with a phone join the account of that phone once its owner has proven it with an SMS
 * code (signing in, or confirming the account's deletion): "My orders", the data download and the deletion then include
 * them. The name and address written on such an order stay as they were written (a guest may have ordered under
 * another name); only orders of no account move, so an order never leaves the account it belongs to. One UPDATE: two
 * sign-ins at once join each order once.
 */
class GuestOrders
{
    /** @return int how many orders joined */
    public function join(Customer $customer): int
    {
        if ($customer->deleted_at !== null || $customer->phone === '') {
            return 0;
        }

        return Order::query()->whereNull('customer_id')->where('phone', $customer->phone)->update(['customer_id' => $customer->id]);
    }
}
