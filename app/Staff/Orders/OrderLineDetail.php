<?php

namespace App\Staff\Orders;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * A line of the order with its prices and what of it was refunded.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class OrderLineDetail implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public int $id,
        public string $name,
        public int $quantity,
        public int $unit_price,
        public int $line_total,
        public int $refunded_quantity,
    ) {}
}
