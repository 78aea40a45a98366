<?php

namespace App\Inertia;

use BackedEnum;
use DateInterval;
use DateTimeInterface;
use UnitEnum;

/** A prop the client remembers once received: later visits that already hold it do not resolve it again. */
interface Onceable
{
    public function once(bool $value = true, ?string $as = null, DateTimeInterface|DateInterval|int|null $until = null): static;

    public function shouldResolveOnce(): bool;

    public function shouldBeRefreshed(): bool;

    public function getKey(): ?string;

    public function as(BackedEnum|UnitEnum|string $key): static;

    public function fresh(bool $value = true): static;

    public function until(DateTimeInterface|DateInterval|int $delay): static;

    /** The expiry as a Unix timestamp in milliseconds, or null for none. */
    public function expiresAt(): ?int;
}
