<?php

namespace App\Staff\Orders;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * A payment of the order with the provider.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class OrderPayment implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public int $id,
        public string $driver,
        public int $amount,
        public string $status,
        public ?string $transaction_id,
        public string $at,
    ) {}
}
