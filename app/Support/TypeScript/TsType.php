<?php

namespace App\Support\TypeScript;

/** A TypeScript type as text, and whether it is a union (so an array of it needs parentheses). */
final readonly class TsType
{
    /** @param  list<string>  $members  the union's members, or the one type */
    private function __construct(public array $members) {}

    public static function of(string $type): self
    {
        return new self([$type]);
    }

    /** @param  list<self>  $types */
    public static function union(array $types): self
    {
        $members = array_values(array_unique(array_merge(...array_map(fn (self $t) => $t->members, $types))));
        // null last, as the front end writes it (`string | null`)
        usort($members, fn (string $a, string $b) => ($a === 'null') <=> ($b === 'null'));

        return new self($members);
    }

    public static function listOf(self $item): self
    {
        return self::of(count($item->members) > 1 ? "({$item})[]" : "{$item}[]");
    }

    public static function record(self $key, self $value): self
    {
        $literal = array_filter($key->members, fn (string $m) => ! in_array($m, ['string', 'number'], true));

        // Literal or enum keys: not every one need be there.
        return self::of($literal === [] ? "Record<{$key}, {$value}>" : "Partial<Record<{$key}, {$value}>>");
    }

    public function nullable(): self
    {
        return self::union([$this, self::of('null')]);
    }

    public function __toString(): string
    {
        return implode(' | ', $this->members);
    }
}
