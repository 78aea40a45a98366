<?php

namespace App\Staff\Couriers;

use App\Models\Delivery;
use App\Models\Order;
use App\Staff\Orders\OrderConflict;

/** Someone else gave the order to a courier (or took it) first: 409 naming who has it. */
final class DeliveryTaken extends OrderConflict
{
    public static function by(Order $order, Delivery $delivery): self
    {
        return new self(__('couriers.taken', ['number' => $order->number, 'courier' => $delivery->courier->name]), $order);
    }

    public static function closed(Order $order): self
    {
        return new self(__('couriers.closed', ['number' => $order->number]), $order);
    }

    public static function cancelled(Order $order): self
    {
        return new self(__('couriers.cancelled', ['number' => $order->number]), $order);
    }
}
