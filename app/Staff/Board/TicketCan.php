<?php

namespace App\Staff\Board;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * What this staff member may do with a ticket besides its moves.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class TicketCan implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(public bool $cancel, public bool $markPaid) {}
}
