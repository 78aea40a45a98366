<?php

namespace App\Inertia;

use Illuminate\Support\Facades\App;

/** A prop resolved once: the client remembers it and later visits that already hold it skip the callback. */
class OnceProp implements Onceable
{
    use ResolvesOnce;

    /** @var callable */
    protected $callback;

    public function __construct(callable $callback)
    {
        $this->callback = $callback;
        $this->once = true;
    }

    public function __invoke(): mixed
    {
        return App::call($this->callback);
    }
}
