<?php

namespace App\ShopApi\Data;

/** POST /api/payments/viva/confirm: the order a returning payment names (null for an unknown order code), and whether the provider confirmed the transaction belongs to it. */
final readonly class PaymentConfirmation
{
    public function __construct(public ?Order $order, public bool $verified) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self(is_array($data['order'] ?? null) ? Order::fromArray($data['order']) : null, (bool) ($data['verified'] ?? false));
    }
}
