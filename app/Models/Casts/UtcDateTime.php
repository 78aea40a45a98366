<?php

namespace App\Models\Casts;

use Carbon\CarbonImmutable;
use DateTimeInterface;
use Illuminate\Contracts\Database\Eloquent\CastsAttributes;
use Illuminate\Database\Eloquent\Model;

/**
 * An instant stored as a UTC "Y-m-d H:i:s" whatever the app's timezone, read back as an immutable UTC Carbon.
 * Slots are compared by equality, so every writer must store the same text for the same instant.
 *
 * @implements CastsAttributes<CarbonImmutable, DateTimeInterface|string>
 */
class UtcDateTime implements CastsAttributes
{
    public function get(Model $model, string $key, mixed $value, array $attributes): ?CarbonImmutable
    {
        return $value === null ? null : CarbonImmutable::parse($value, 'UTC');
    }

    public function set(Model $model, string $key, mixed $value, array $attributes): ?string
    {
        return $value === null ? null : self::format($value);
    }

    /** The stored text of an instant. */
    public static function format(DateTimeInterface|string $value): string
    {
        return CarbonImmutable::parse($value)->utc()->format('Y-m-d H:i:s');
    }
}
