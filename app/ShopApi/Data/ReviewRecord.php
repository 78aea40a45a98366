<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * A published review of a product.
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class ReviewRecord implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    public function __construct(
        public int $id,
        public string $author,
        public int $rating,
        public string $body,
        public string $createdAt,
    ) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self((int) $data['id'], (string) $data['author'], (int) $data['rating'], (string) $data['body'], (string) $data['created_at']);
    }

    /** @return array{id: int, author: string, rating: int, body: string, created_at: string} */
    public function toArray(): array
    {
        return ['id' => $this->id, 'author' => $this->author, 'rating' => $this->rating, 'body' => $this->body, 'created_at' => $this->createdAt];
    }
}
