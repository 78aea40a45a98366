<?php

namespace App\Inertia;

/** A prop left out of full visits and evaluated only when a partial reload names it. */
final class OptionalProp
{
    /** @var callable */
    private $callback;

    public function __construct(callable $callback)
    {
        $this->callback = $callback;
    }

    public function __invoke(): mixed
    {
        return ($this->callback)();
    }
}
