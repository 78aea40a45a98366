<?php

namespace App\Staff\Couriers;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * The courier of a delivery order on its ticket: open, or the last failed run (an alarm until given on).
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class TicketDelivery implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public int $id,
        public int $courier_id,
        public string $courier,
        public ?string $picked_up_at,
        public ?string $failed_at,
        public ?string $failure_reason,
    ) {}
}
