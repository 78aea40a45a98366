<?php

namespace App\Staff\Floor;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * A dish or a modifier on the stop-list: on sale everywhere (available) and the restaurants that stopped it.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class StopListItem implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public int $id,
        public string $name,
        public bool $available,
        /** @var list<int> */
        public array $stopped_at,
    ) {}
}
