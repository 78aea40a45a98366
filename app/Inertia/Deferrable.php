<?php

namespace App\Inertia;

/** A prop loaded by the client in a separate request right after the page renders. */
interface Deferrable
{
    public function shouldDefer(): bool;

    public function group(): string;
}
