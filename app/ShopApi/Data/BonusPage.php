<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * GET /api/bonuses?page=N: the balance and one page of the ledger, newest first (amounts in minor units, + earned, − spent).
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class BonusPage implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    /** @param  list<array{id: int, amount: int, reason: string, created_at: string}>  $items */
    public function __construct(public int $balance, public array $items, public int $page, public int $perPage, public int $total, public int $lastPage) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self(
            (int) $data['balance'],
            array_values(array_map(fn (array $item) => [
                'id' => (int) $item['id'],
                'amount' => (int) $item['amount'],
                'reason' => (string) $item['reason'],
                'created_at' => (string) $item['created_at'],
            ], $data['items'])),
            (int) $data['page'],
            (int) $data['per_page'],
            (int) $data['total'],
            (int) $data['last_page'],
        );
    }

    /** @return array<string, mixed> */
    public function toArray(): array
    {
        return [
            'balance' => $this->balance,
            'items' => $this->items,
            'page' => $this->page,
            'per_page' => $this->perPage,
            'total' => $this->total,
            'last_page' => $this->lastPage,
        ];
    }
}
