<?php

namespace App\Staff\Orders;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\Spread;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * An audit entry on the audit page, with its order's number.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class AuditRow implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        #[Spread]
        public AuditEntry $entry,
        public ?string $order_number,
    ) {}
}
