<?php

namespace App\Inertia;

use Illuminate\Http\Request;

/** The action of Route::inertia($uri, $component, $props): a page without a controller of its own. */
class Controller
{
    public function __invoke(Request $request): Response
    {
        $route = $request->route();

        return Inertia::render($route->defaults['component'], $route->defaults['props'] ?? []);
    }
}
