<?php

namespace App\Staff\Board;

use App\Staff\Couriers\CourierOnShift;
use App\Staff\Floor\BoardLoad;
use App\Staff\Overview\AlarmSettings;
use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Closure;
use Illuminate\Contracts\Support\Arrayable;

/**
 * The board page's props (BoardController::show); the feed sends its tickets, couriers and clock again.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class BoardPage implements Arrayable
{
    use Shape;

    public function __construct(
        /**
         * The filters the page read (one it cannot read shows the whole board).
         *
         * @var array{restaurant: int|null, type: 'delivery'|'pickup'|null}
         */
        public array $filters,
        /** @var list<array{id: int, name: string}> */
        public array $restaurants,
        /** @var list<Ticket> */
        public array $tickets,
        public string $etag,
        public string $now,
        /** @var Closure(): BoardLoad */
        public Closure $load,
        /** The accept alarm: orders nobody accepted within the minutes ring until someone takes them. */
        public AlarmSettings $alarm,
        /**
         * Couriers on shift (null: this member does not dispatch).
         *
         * @var list<CourierOnShift>|null
         */
        public ?array $couriers,
        /** @var array{pollMs: int, amberMinutes: int, redMinutes: int} */
        public array $board,
    ) {}
}
