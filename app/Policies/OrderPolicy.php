<?php

namespace App\Policies;

use App\Models\Order;
use App\Models\StaffMember;
use App\Shop\Ordering\OrderStatus;

/** Who of the staff may do what to an order (see App\Staff\StaffRole). */
class OrderPolicy
{
    /** Every role reads the board and the list of orders. */
    public function viewAny(StaffMember $staff): bool
    {
        return true;
    }

    /** Every role reads an order (the kitchen prints its ticket). */
    public function view(StaffMember $staff, Order $order): bool
    {
        return true;
    }

    public function move(StaffMember $staff, Order $order, OrderStatus $to): bool
    {
        return $staff->role->canMove($order->status, $to);
    }

    public function cancel(StaffMember $staff, Order $order): bool
    {
        return $staff->role->runsOrders();
    }

    public function markPaid(StaffMember $staff, Order $order): bool
    {
        return $staff->role->runsOrders();
    }

    public function refund(StaffMember $staff, Order $order): bool
    {
        return $staff->role->runsOrders();
    }
}
