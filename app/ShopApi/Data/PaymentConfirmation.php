<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * POST /api/payments/viva/confirm: whether the provider confirmed the transaction belongs to the named payment
 * order, and then that order; an unverified answer carries no order (an upstream that sends one anyway is not believed).
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class PaymentConfirmation implements Arrayable, JsonSerializable
{
    public ?OrderRecord $order;

    public function __construct(?OrderRecord $order, public bool $verified)
    {
        $this->order = $verified ? $order : null;
    }

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        $verified = ($data['verified'] ?? false) === true;

        return new self($verified && is_array($data['order'] ?? null) ? OrderRecord::fromArray($data['order']) : null, $verified);
    }

    /** @return array{order: array<string, mixed>|null, verified: bool} */
    public function toArray(): array
    {
        return ['order' => $this->order?->toArray(), 'verified' => $this->verified];
    }

    /** @return array{order: array<string, mixed>|null, verified: bool} */
    public function jsonSerialize(): array
    {
        return $this->toArray();
    }
}
