<?php

namespace App\Inertia;

use Illuminate\Support\Facades\Facade;

/**
 * @method static Response render(string $component, array<string, mixed> $props = [])
 * @method static void share(string|array $key, mixed $value = null)
 * @method static mixed getShared(?string $key = null, mixed $default = null)
 * @method static OptionalProp optional(callable $callback)
 * @method static \Symfony\Component\HttpFoundation\Response location(string $url, ?\Illuminate\Http\Request $request = null)
 * @method static string getVersion()
 *
 * @see ResponseFactory
 */
class Inertia extends Facade
{
    protected static function getFacadeAccessor(): string
    {
        return ResponseFactory::class;
    }
}
