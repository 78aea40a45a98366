<?php

namespace App\Staff\Board;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * The restaurant that cooks a ticket.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class TicketRestaurant implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(public int $id, public string $name) {}
}
