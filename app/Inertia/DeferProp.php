<?php

namespace App\Inertia;

use Illuminate\Support\Facades\App;

/** A prop the client loads in a second request right after the page renders; props of one group share a request. */
class DeferProp implements Deferrable, IgnoreFirstLoad, Mergeable, Onceable
{
    use MergesProps;
    use ResolvesOnce;

    /** @var callable */
    protected $callback;

    public function __construct(callable $callback, protected string $group = 'default')
    {
        $this->callback = $callback;
    }

    public function shouldDefer(): bool
    {
        return true;
    }

    public function group(): string
    {
        return $this->group;
    }

    public function __invoke(): mixed
    {
        return App::call($this->callback);
    }
}
