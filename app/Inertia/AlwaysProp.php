<?php

namespace App\Inertia;

use Illuminate\Support\Facades\App;

/** A prop sent on every response, partial reloads included (e.g. the validation errors). */
class AlwaysProp
{
    public function __construct(protected mixed $value) {}

    public function __invoke(): mixed
    {
        return is_callable($this->value) && ! is_string($this->value) ? App::call($this->value) : $this->value;
    }
}
