<?php

namespace App\Inertia;

use Illuminate\Support\Facades\App;

/** A prop the client appends to (or deep-merges with) the value it holds, on partial reloads of the same page. */
class MergeProp implements Mergeable, Onceable
{
    use MergesProps;
    use ResolvesOnce;

    public function __construct(protected mixed $value)
    {
        $this->merge = true;
    }

    public function __invoke(): mixed
    {
        return is_callable($this->value) && ! is_string($this->value) ? App::call($this->value) : $this->value;
    }
}
