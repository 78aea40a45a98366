<?php

namespace App\Staff\Floor;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;

/**
 * The stop-list page's props (StopList::page).
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class StopListPage implements Arrayable
{
    use Shape;

    public function __construct(
        /** False for a kitchen assigned to restaurants: it stops dishes only at its own restaurants. */
        public bool $everywhere,
        /** @var list<array{id: int, name: string}> */
        public array $restaurants,
        /** @var list<StopListCategory> */
        public array $categories,
        /** @var list<StopListModifierGroup> */
        public array $modifierGroups,
    ) {}
}
