<?php

namespace App\Staff\Orders;

use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\OrderType;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * An order in the list of orders (OrderController::index).
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class OrderRow implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public string $number,
        public string $placed_at,
        public OrderStatus $status,
        public PaymentStatus $payment_status,
        public PaymentType $payment_type,
        public OrderType $order_type,
        public ?string $restaurant,
        public string $name,
        public string $phone,
        public int $total,
    ) {}
}
