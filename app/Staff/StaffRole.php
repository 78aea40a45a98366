<?php

namespace App\Staff;

use App\Shop\Ordering\OrderStatus;
use App\Support\TypeScript\TypeScript;

/**
 * What a staff account is for. Kitchen: the wall board (start cooking, ready for pickup) and the stop-list.
 * Operator: every order move, cancellations, payments and refunds, notices and opening hours. Manager: all of
 * that, plus staff accounts, the day's figures and the audit trail. Courier: their own deliveries of their
 * restaurants only (App\Staff\Couriers), nothing else.
 */
#[TypeScript]
enum StaffRole: string
{
    case Manager = 'manager';
    case Operator = 'operator';
    case Kitchen = 'kitchen';
    case Courier = 'courier';

    /** Whether this role may move an order from one status to the next (a cancellation is its own action). */
    public function canMove(OrderStatus $from, OrderStatus $to): bool
    {
        if ($to === OrderStatus::Cancelled || ! $from->canMoveTo($to)) {
            return false;
        }

        return match ($this) {
            self::Manager, self::Operator => true,
            self::Kitchen => in_array([$from, $to], [
                [OrderStatus::Accepted, OrderStatus::Cooking],
                [OrderStatus::Cooking, OrderStatus::ReadyForPickup],
            ], true),
            // A courier moves their orders only by their deliveries (picked up, delivered), never by a bare move.
            self::Courier => false,
        };
    }

    /** Operators and managers run orders: cancellations, payments, refunds, notices, opening hours. */
    public function runsOrders(): bool
    {
        return $this === self::Manager || $this === self::Operator;
    }

    public function isCourier(): bool
    {
        return $this === self::Courier;
    }

    /** Where the role lands after signing in: a courier's phone screen, or the board. */
    public function home(): string
    {
        return $this === self::Courier ? 'deliveries' : 'board';
    }

    public function isManager(): bool
    {
        return $this === self::Manager;
    }

    /** @return list<string> */
    public static function values(): array
    {
        return array_map(fn (self $role) => $role->value, self::cases());
    }
}
