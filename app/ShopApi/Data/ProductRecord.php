<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * One product with everything its page shows.
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class ProductRecord implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    /** @param  list<ModifierGroupRecord>  $modifierGroups
     *  @param  list<ProductCard>  $related
     *  @param  array{average: ?float, count: int}  $rating
     *  @param  list<int>  $stoppedAt  restaurants whose own stop-list holds the dish */
    public function __construct(
        public ProductCard $card,
        public CategoryRecord $category,
        public string $description,
        public string $composition,
        public ?int $kcal,
        public array $modifierGroups,
        public array $related,
        public array $rating,
        public array $stoppedAt = [],
    ) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self(
            ProductCard::fromArray($data),
            CategoryRecord::fromArray($data['category']),
            (string) ($data['description'] ?? ''),
            (string) ($data['composition'] ?? ''),
            isset($data['kcal']) ? (int) $data['kcal'] : null,
            array_map(ModifierGroupRecord::fromArray(...), array_values($data['modifier_groups'] ?? [])),
            ProductCard::list($data['related'] ?? []),
            ['average' => isset($data['rating']['average']) ? (float) $data['rating']['average'] : null, 'count' => (int) ($data['rating']['count'] ?? 0)],
            array_values(array_map('intval', (array) ($data['stopped_at'] ?? []))),
        );
    }

    /** @return array<string, mixed> */
    public function toArray(): array
    {
        return $this->card->toArray() + [
            'category' => $this->category->toArray(),
            'description' => $this->description,
            'composition' => $this->composition,
            'kcal' => $this->kcal,
            'modifier_groups' => array_map(fn (ModifierGroupRecord $g) => $g->toArray(), $this->modifierGroups),
            'related' => array_map(fn (ProductCard $p) => $p->toArray(), $this->related),
            'rating' => $this->rating,
            'stopped_at' => $this->stoppedAt,
        ];
    }
}
