<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * GET /api/get-options: the shop's contact settings.
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class Settings implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    public function __construct(public ?string $phone, public ?string $emailAdmin) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self($data['phone'] ?? null, $data['email_admin'] ?? null);
    }

    /** @return array{phone: ?string, email_admin: ?string} */
    public function toArray(): array
    {
        return ['phone' => $this->phone, 'email_admin' => $this->emailAdmin];
    }
}
