<?php

namespace App\Inertia;

/** A prop the client merges into the value it already has (on partial reloads) instead of replacing it. */
interface Mergeable
{
    public function merge(): static;

    public function shouldMerge(): bool;

    public function shouldDeepMerge(): bool;

    /** @return list<string> */
    public function matchesOn(): array;

    public function appendsAtRoot(): bool;

    public function prependsAtRoot(): bool;

    /** @return list<string> */
    public function appendsAtPaths(): array;

    /** @return list<string> */
    public function prependsAtPaths(): array;
}
