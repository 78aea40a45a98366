<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * POST /api/orders: the placed order (the same one for a repeated Idempotency-Key) and the card payment page, if any.
 * $created: whether this call created it (201) or replayed its key (200), as the shop's service knows it; null when read
 * from an upstream's body (the status said it, the body does not).
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class PlacedOrderRecord implements Arrayable, JsonSerializable
{
    public function __construct(public OrderRecord $order, public ?string $redirectUrl, public ?bool $created = null) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self(OrderRecord::fromArray($data['order']), isset($data['redirect_url']) ? (string) $data['redirect_url'] : null);
    }

    /** @return array{order: array<string, mixed>, redirect_url: ?string} */
    public function toArray(): array
    {
        return ['order' => $this->order->toArray(), 'redirect_url' => $this->redirectUrl];
    }

    /** @return array{order: array<string, mixed>, redirect_url: ?string} */
    public function jsonSerialize(): array
    {
        return $this->toArray();
    }
}
