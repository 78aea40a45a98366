<?php

namespace App\Staff\Orders;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * One change of an order's status or payment status, and who made it (null: the shop itself).
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class HistoryEntry implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public ?string $from,
        public string $to,
        public ?string $note,
        public string $at,
        public ?string $by,
    ) {}
}
