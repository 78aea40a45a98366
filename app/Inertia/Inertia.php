<?php

namespace App\Inertia;

use Illuminate\Support\Facades\Facade;

/**
 * The entry point of the Inertia adapter; the same methods as inertiajs/inertia-laravel's Inertia\Inertia facade.
 *
 * @method static Response render(string $component, array<array-key, mixed>|\Illuminate\Contracts\Support\Arrayable<array-key, mixed> $props = [])
 * @method static void share(string|array<array-key, mixed>|\Illuminate\Contracts\Support\Arrayable<array-key, mixed> $key, mixed $value = null)
 * @method static OnceProp shareOnce(string $key, callable $callback)
 * @method static mixed getShared(?string $key = null, mixed $default = null)
 * @method static void flushShared()
 * @method static void setRootView(string $name)
 * @method static void version(\Closure|string|null $version)
 * @method static string getVersion()
 * @method static void resolveUrlUsing(?\Closure $urlResolver = null)
 * @method static void clearHistory()
 * @method static void encryptHistory(bool $encrypt = true)
 * @method static OptionalProp optional(callable $callback)
 * @method static DeferProp defer(callable $callback, string $group = 'default')
 * @method static MergeProp merge(mixed $value)
 * @method static MergeProp deepMerge(mixed $value)
 * @method static AlwaysProp always(mixed $value)
 * @method static OnceProp once(callable $value)
 * @method static \Symfony\Component\HttpFoundation\Response location(string|\Symfony\Component\HttpFoundation\RedirectResponse $url)
 * @method static \Illuminate\Http\RedirectResponse back(int $status = 302, array<string, string> $headers = [], mixed $fallback = false)
 * @method static ResponseFactory flash(\BackedEnum|\UnitEnum|string|array<string, mixed> $key, mixed $value = null)
 * @method static array<string, mixed> getFlashed(?\Illuminate\Http\Request $request = null)
 * @method static array<string, mixed> pullFlashed(?\Illuminate\Http\Request $request = null)
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
