<?php

namespace App\Staff\Board;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * A modifier of a ticket's dish.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class TicketModifier implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(public string $name, public int $quantity) {}
}
