<?php

namespace App\Staff\Orders;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * One entry of the staff audit trail: who did what to which record, the record before and after.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class AuditEntry implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public int $id,
        public string $at,
        public string $by,
        public string $action,
        public string $subject_type,
        public ?string $subject_id,
        public ?int $order_id,
        /** @var array<string, mixed>|null */
        public ?array $before,
        /** @var array<string, mixed>|null */
        public ?array $after,
    ) {}
}
