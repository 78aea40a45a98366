<?php

namespace App\Staff\Board;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * A dish of a ticket, with its modifiers.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class TicketLine implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public int $id,
        public string $name,
        public int $quantity,
        /** @var list<TicketModifier> */
        public array $modifiers,
    ) {}
}
