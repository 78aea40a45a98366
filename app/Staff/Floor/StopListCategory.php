<?php

namespace App\Staff\Floor;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * A menu category and its dishes on the stop-list.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class StopListCategory implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public int $id,
        public string $name,
        /** @var list<StopListItem> */
        public array $products,
    ) {}
}
