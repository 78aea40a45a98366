<?php

namespace App\Staff\Reviews;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * A customer's review in the staff queue.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class ReviewRow implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public int $id,
        /** @var 'new'|'published'|'hidden' */
        public string $status,
        public int $rating,
        public string $body,
        public string $author,
        public string $locale,
        /** @var array{id: int, name: string, slug: string} */
        public array $product,
        /** The order's number, or null for a review without one. */
        public ?string $order,
        public string $created_at,
    ) {}
}
