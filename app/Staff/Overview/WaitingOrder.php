<?php

namespace App\Staff\Overview;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * An order waiting for someone to accept it: its number and when it was placed (ISO 8601).
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class WaitingOrder implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public string $number,
        public ?string $placed_at,
    ) {}
}
