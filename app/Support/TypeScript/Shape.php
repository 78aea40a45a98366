<?php

namespace App\Support\TypeScript;

use BackedEnum;
use Illuminate\Contracts\Support\Arrayable;

/**
 * Props as a typed record: the class's public properties are the JSON's keys, enums become their values, nested
 * shapes their arrays, a #[Spread] property is merged into its holder. Inertia reads it through Arrayable, a JSON
 * response through JsonSerializable. Mark the class #[TypeScript] to have its interface generated.
 *
 * @phpstan-require-implements Arrayable<string, mixed>
 */
trait Shape
{
    /** @return array<string, mixed> */
    public function toArray(): array
    {
        $spread = [];
        $own = [];
        foreach (get_object_vars($this) as $key => $value) {
            if (in_array($key, self::spreadProperties(), true)) {
                $spread = array_replace($spread, (array) self::plain($value));
            } else {
                $own[$key] = self::plain($value);
            }
        }

        return array_replace($spread, $own);
    }

    /** @return array<string, mixed> */
    public function jsonSerialize(): array
    {
        return $this->toArray();
    }

    /** @return list<string> */
    private static function spreadProperties(): array
    {
        /** @var array<class-string, list<string>> $known */
        static $known = [];

        return $known[static::class] ??= array_values(array_map(
            fn (\ReflectionProperty $p) => $p->getName(),
            array_filter((new \ReflectionClass(static::class))->getProperties(), fn (\ReflectionProperty $p) => $p->getAttributes(Spread::class) !== []),
        ));
    }

    private static function plain(mixed $value): mixed
    {
        return match (true) {
            $value instanceof BackedEnum => $value->value,
            $value instanceof Arrayable => $value->toArray(),
            is_array($value) => array_map(fn (mixed $v) => self::plain($v), $value),
            default => $value,
        };
    }
}
