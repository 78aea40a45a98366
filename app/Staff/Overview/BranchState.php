<?php

namespace App\Staff\Overview;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * One restaurant as the overview shows it (BranchOverview::restaurants).
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class BranchState implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public int $id,
        public string $name,
        public string $phone,
        /** @var array{waiting: int, late: int, cooking: int, out: int} */
        public array $counts,
        /**
         * The oldest orders waiting for acceptance (BranchOverview::WAITING_LISTED of them; the rest are counted).
         *
         * @var list<WaitingOrder>
         */
        public array $waiting,
        /** @var array{busy_minutes: int|null, busy_until: string|null, paused_until: string|null} */
        public array $load,
        /** @var array{dishes: list<string>, ingredients: list<array{name: string, until: string|null, everywhere: bool}>} */
        public array $stops,
    ) {}
}
