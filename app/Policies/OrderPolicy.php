<?php

namespace App\Policies;

use App\Models\Delivery;
use App\Models\Order;
use App\Models\StaffMember;
use App\Shop\Ordering\OrderStatus;
use App\Staff\Kitchens\RestaurantScope;
use Illuminate\Auth\Access\Response;

/**
 * Who of the staff may do what to an order (see App\Staff\StaffRole). An order of a restaurant the staff member
 * does not work for (App\Staff\Kitchens\RestaurantScope) is not found (404) for every action, not merely refused.
 */
class OrderPolicy
{
    public function __construct(private RestaurantScope $scope) {}

    /** Every role but the courier reads the board and the list of orders (a kitchen only its restaurants' orders). */
    public function viewAny(StaffMember $staff): bool
    {
        return ! $staff->role->isCourier();
    }

    /** Every role reads an order of its restaurants (the kitchen prints its ticket); a courier only an order they carry or carried. */
    public function view(StaffMember $staff, Order $order): Response
    {
        return $this->ours($staff, $order) ?? $this->closedToKitchen($staff, $order)
            ?? ($staff->role->isCourier() ? $this->carried($staff, $order) : Response::allow());
    }

    /** A closed order (its customer's phone and address) is not the kitchen's business: not found for it. */
    private function closedToKitchen(StaffMember $staff, Order $order): ?Response
    {
        return RestaurantScope::closedHidden($staff) && in_array($order->status, [OrderStatus::Completed, OrderStatus::Cancelled], true)
            ? Response::denyAsNotFound() : null;
    }

    /** Giving a delivery order to a courier, or taking it back before pick-up: operators and managers. */
    public function dispatch(StaffMember $staff, Order $order): Response
    {
        return $this->ours($staff, $order) ?? $this->runsOrders($staff);
    }

    /** A courier takes a delivery order of one of their restaurants from the "waiting for a courier" list. */
    public function take(StaffMember $staff, Order $order): Response
    {
        return $this->ours($staff, $order) ?? ($staff->role->isCourier() ? Response::allow() : Response::deny());
    }

    /** Taking an order by phone (operators and managers; the kitchen does not take orders). */
    public function create(StaffMember $staff): Response
    {
        return $this->runsOrders($staff);
    }

    /** Correcting an order before cooking (its lines, address, time): operators and managers, an order of their restaurants. */
    public function correct(StaffMember $staff, Order $order): Response
    {
        return $this->ours($staff, $order) ?? $this->runsOrders($staff);
    }

    public function move(StaffMember $staff, Order $order, OrderStatus $to): Response
    {
        return $this->ours($staff, $order) ?? ($staff->role->canMove($order->status, $to) ? Response::allow() : Response::deny());
    }

    public function cancel(StaffMember $staff, Order $order): Response
    {
        return $this->ours($staff, $order) ?? $this->runsOrders($staff);
    }

    /** Moving an order to another restaurant (App\Staff\Orders\OrderTransfer): operators and managers. */
    public function moveRestaurant(StaffMember $staff, Order $order): Response
    {
        return $this->ours($staff, $order) ?? $this->runsOrders($staff);
    }

    public function markPaid(StaffMember $staff, Order $order): Response
    {
        return $this->ours($staff, $order) ?? $this->runsOrders($staff);
    }

    /** Marking a card-online order paid whose money came in another way: managers only (it pays out its rewards). */
    public function markPaidOnline(StaffMember $staff, Order $order): Response
    {
        return $this->ours($staff, $order) ?? ($staff->role->isManager() ? Response::allow() : Response::deny());
    }

    public function refund(StaffMember $staff, Order $order): Response
    {
        return $this->ours($staff, $order) ?? $this->runsOrders($staff);
    }

    /** Null when the order is of one of the member's restaurants; otherwise "not found". */
    private function ours(StaffMember $staff, Order $order): ?Response
    {
        return $this->scope->allows($staff, $order->restaurant_id) ? null : Response::denyAsNotFound();
    }

    /** A courier's own delivery of the order (open or closed), else "not found". */
    private function carried(StaffMember $staff, Order $order): Response
    {
        return Delivery::query()->where('order_id', $order->id)->where('courier_id', $staff->id)->exists() ? Response::allow() : Response::denyAsNotFound();
    }

    private function runsOrders(StaffMember $staff): Response
    {
        return $staff->role->runsOrders() ? Response::allow() : Response::deny();
    }
}
