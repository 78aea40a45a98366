<?php

namespace App\Staff\Floor;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * A modifier group and its modifiers on the stop-list.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class StopListModifierGroup implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public int $id,
        public string $name,
        /** @var list<StopListItem> */
        public array $modifiers,
    ) {}
}
