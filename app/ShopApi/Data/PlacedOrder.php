<?php

namespace App\ShopApi\Data;

/** POST /api/orders: the placed order (the same one for a repeated Idempotency-Key) and the card payment page, if any. */
final readonly class PlacedOrder
{
    public function __construct(public Order $order, public ?string $redirectUrl) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self(Order::fromArray($data['order']), isset($data['redirect_url']) ? (string) $data['redirect_url'] : null);
    }
}
