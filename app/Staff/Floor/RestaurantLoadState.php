<?php

namespace App\Staff\Floor;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * A restaurant's busy mode and pause as the board shows them (times ISO 8601 in the shop's timezone; null once over).
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class RestaurantLoadState implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public int $id,
        public string $name,
        public ?int $busy_minutes,
        public ?string $busy_until,
        public ?string $paused_until,
    ) {}
}
