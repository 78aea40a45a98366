<?php

namespace App\Inertia;

use BackedEnum;
use DateInterval;
use DateTimeInterface;
use Illuminate\Support\InteractsWithTime;
use UnitEnum;

/** The once() modifier: the client keeps the value (under the prop name or a custom key), optionally until an expiry. */
trait ResolvesOnce
{
    use InteractsWithTime;

    protected bool $once = false;

    protected bool $refresh = false;

    protected ?int $ttl = null;

    protected ?string $key = null;

    public function once(bool $value = true, ?string $as = null, DateTimeInterface|DateInterval|int|null $until = null): static
    {
        $this->once = $value;
        if ($as !== null) {
            $this->as($as);
        }
        if ($until !== null) {
            $this->until($until);
        }

        return $this;
    }

    public function shouldResolveOnce(): bool
    {
        return $this->once;
    }

    public function shouldBeRefreshed(): bool
    {
        return $this->refresh;
    }

    public function getKey(): ?string
    {
        return $this->key;
    }

    /** The key the client remembers the value under; props of several pages may share one key. */
    public function as(BackedEnum|UnitEnum|string $key): static
    {
        $this->key = match (true) {
            $key instanceof BackedEnum => (string) $key->value,
            $key instanceof UnitEnum => $key->name,
            default => $key,
        };

        return $this;
    }

    /** Send the value even when the client says it holds it. */
    public function fresh(bool $value = true): static
    {
        $this->refresh = $value;

        return $this;
    }

    /** After this time the client asks for the value again. */
    public function until(DateTimeInterface|DateInterval|int $delay): static
    {
        $this->ttl = $this->secondsUntil($delay);

        return $this;
    }

    public function expiresAt(): ?int
    {
        // Plain arithmetic: Carbon's addRealSeconds() parses an interval string, a cost on every prop of every visit.
        return $this->ttl === null ? null : ($this->currentTime() + $this->ttl) * 1000;
    }
}
