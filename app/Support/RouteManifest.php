<?php

namespace App\Support;

use Illuminate\Routing\Router;

/**
 * The storefront's named routes in the shape ziggy-js reads ({routes: {name: {uri, methods, parameters, wheres}}}),
 * written to resources/js/ziggy.json by `php artisan routes:export` (tightenco/ziggy is not available here).
 */
class RouteManifest
{
    public function __construct(private Router $router) {}

    /** @return array<string, array<string, mixed>> */
    public function routes(): array
    {
        $routes = [];

        foreach ($this->router->getRoutes()->getRoutes() as $route) {
            $name = $route->getName();
            if ($name === null || ! in_array('web', $route->gatherMiddleware(), true) || str_starts_with($name, 'sanctum.') || str_starts_with($name, 'storage.')) {
                continue;
            }
            // The staff area's routes stay out of the storefront's bundle (its pages get their URLs as props).
            if (preg_match('/^([a-z]{2}\.)?staff\./', $name) === 1) {
                continue;
            }

            $routes[$name] = array_filter([
                'uri' => $route->uri(),
                'methods' => $route->methods(),
                'parameters' => $route->parameterNames() ?: null,
                'wheres' => $route->wheres ?: null,
            ], fn ($value) => $value !== null);
        }

        ksort($routes);

        return $routes;
    }

    public function json(): string
    {
        return json_encode(['url' => '', 'port' => null, 'defaults' => (object) [], 'routes' => $this->routes()], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES);
    }
}
