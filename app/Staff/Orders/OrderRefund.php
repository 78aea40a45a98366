<?php

namespace App\Staff\Orders;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * A refund of the order: the amount, the lines it was for (null: an amount alone), who made it.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class OrderRefund implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public int $id,
        public int $amount,
        /** @var 'done'|'checking'|'failed' */
        public string $status,
        /** @var list<array{line_id: int, quantity: int}>|null */
        public ?array $lines,
        public ?string $reason,
        public ?string $provider_transaction_id,
        public ?string $by,
        public string $at,
    ) {}
}
