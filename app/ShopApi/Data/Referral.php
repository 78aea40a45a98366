<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * GET /api/referral: the customer's code and link, the reward per friend, friends who joined (first names), rewards earned.
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class Referral implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    /** @param  list<array{name: ?string, joined_at: string, ordered: bool}>  $friends */
    public function __construct(public string $code, public string $link, public int $reward, public array $friends, public int $rewardsTotal) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self(
            (string) $data['code'],
            (string) $data['link'],
            (int) $data['reward'],
            array_values(array_map(fn (array $f) => [
                'name' => isset($f['name']) ? (string) $f['name'] : null,
                'joined_at' => (string) $f['joined_at'],
                'ordered' => (bool) $f['ordered'],
            ], $data['friends'])),
            (int) $data['rewards_total'],
        );
    }

    /** @return array<string, mixed> */
    public function toArray(): array
    {
        return [
            'code' => $this->code,
            'link' => $this->link,
            'reward' => $this->reward,
            'friends' => $this->friends,
            'rewards_total' => $this->rewardsTotal,
        ];
    }
}
