<?php

namespace App\Staff\Floor;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * The board's `load` prop: busy mode and pause of each restaurant, and whether this role may change them.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class BoardLoad implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        /** @var list<RestaurantLoadState> */
        public array $restaurants,
        public bool $canChange,
        /**
         * The busy-mode minutes to choose from (shop.ordering.load.busy_minutes).
         *
         * @var list<int>
         */
        public array $busyMinutes,
        /** The longest pause, in hours. */
        public int $maxHours,
    ) {}
}
