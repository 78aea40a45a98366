<?php

namespace App\Inertia\Testing;

use Closure;

/** TestResponse::assertInertia(), ::inertiaPage() and ::inertiaProps() (registered while running tests). */
class TestResponseMacros
{
    public function assertInertia(): Closure
    {
        return function (?Closure $callback = null) {
            $assert = AssertableInertia::fromTestResponse($this);
            if ($callback !== null) {
                $callback($assert);
            }

            return $this;
        };
    }

    public function inertiaPage(): Closure
    {
        return fn () => AssertableInertia::fromTestResponse($this)->toArray();
    }

    public function inertiaProps(): Closure
    {
        return fn (?string $propName = null) => data_get(AssertableInertia::fromTestResponse($this)->toArray()['props'], $propName);
    }
}
