<?php

namespace App\Inertia;

use Closure;
use Illuminate\Support\Facades\App;

trait ResolvesCallables
{
    /** Closures are called through the container (they may type-hint the request); prop objects resolve themselves. */
    protected function resolveCallable(mixed $value): mixed
    {
        if ($value instanceof Closure) {
            return App::call($value);
        }
        if ($value instanceof AlwaysProp || $value instanceof OptionalProp || $value instanceof DeferProp
            || $value instanceof MergeProp || $value instanceof OnceProp) {
            return $value();
        }

        return $value;
    }
}
