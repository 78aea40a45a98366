<?php

namespace App\Staff\Orders;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;

/**
 * The audit trail page's props (a manager's): the entries newest first, a page at a time, and what they can be filtered by.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class AuditPage implements Arrayable
{
    use Shape;

    public function __construct(
        /** @var array{kind: string|null, staff: int|null, date: string|null, page: int} */
        public array $filters,
        /**
         * The kinds of action (the part of an action's name before its dot).
         *
         * @var list<string>
         */
        public array $kinds,
        /** @var list<array{id: int, name: string}> */
        public array $staffMembers,
        public bool $hasMore,
        /** @var list<AuditRow> */
        public array $entries,
    ) {}
}
