<?php

namespace App\Staff\Reviews;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;

/**
 * The reviews queue page's props (ReviewQueue::page): one status, newest first, a page at a time.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class ReviewsPage implements Arrayable
{
    use Shape;

    public function __construct(
        /** @var array{status: 'new'|'published'|'hidden', page: int} */
        public array $filters,
        /** @var list<ReviewRow> */
        public array $rows,
        public bool $hasMore,
        /** @var array{new: int} */
        public array $counts,
    ) {}
}
