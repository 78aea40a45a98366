<?php

namespace App\Inertia;

use Illuminate\Support\Facades\App;

/** A prop left out of full visits and evaluated only when a partial reload names it. */
class OptionalProp implements IgnoreFirstLoad, Onceable
{
    use ResolvesOnce;

    /** @var callable */
    protected $callback;

    public function __construct(callable $callback)
    {
        $this->callback = $callback;
    }

    public function __invoke(): mixed
    {
        return App::call($this->callback);
    }
}
