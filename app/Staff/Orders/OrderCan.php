<?php

namespace App\Staff\Orders;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * What this staff member may do with the order on its page.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class OrderCan implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public bool $cancel,
        public bool $markPaid,
        public bool $refund,
        /** Before cooking (OrderCorrections): its lines, address and time (GET orders.edit). */
        public bool $correct,
    ) {}
}
