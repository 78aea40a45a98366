<?php

namespace App\Inertia;

use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Arr;
use Symfony\Component\HttpFoundation\RedirectResponse;
use Symfony\Component\HttpFoundation\Response as SymfonyResponse;

/**
 * The server side of the Inertia protocol (https://inertiajs.com/the-protocol), written for this
 * project because the package registry available here holds no inertiajs/inertia-laravel.
 */
class ResponseFactory
{
    protected string $rootView = 'app';

    /** @var array<string, mixed> */
    protected array $sharedProps = [];

    protected Closure|string|null $version = null;

    public function setRootView(string $name): void
    {
        $this->rootView = $name;
    }

    /** Share a prop (or an array of props) with every page of the current request. */
    public function share(string|array $key, mixed $value = null): void
    {
        if (is_array($key)) {
            $this->sharedProps = array_merge($this->sharedProps, $key);
        } else {
            Arr::set($this->sharedProps, $key, $value);
        }
    }

    /** @return array<string, mixed> */
    public function getShared(?string $key = null, mixed $default = null): mixed
    {
        return $key === null ? $this->sharedProps : Arr::get($this->sharedProps, $key, $default);
    }

    public function flushShared(): void
    {
        $this->sharedProps = [];
    }

    public function version(Closure|string|null $version): void
    {
        $this->version = $version;
    }

    public function getVersion(): string
    {
        $version = $this->version instanceof Closure ? ($this->version)() : $this->version;

        return (string) $version;
    }

    /** A prop that is only evaluated when a partial reload asks for it by name. */
    public function optional(callable $callback): OptionalProp
    {
        return new OptionalProp($callback);
    }

    /** @param  array<string, mixed>  $props */
    public function render(string $component, array $props = []): Response
    {
        return new Response($component, array_merge($this->sharedProps, $props), $this->rootView, $this->getVersion());
    }

    /** A full page visit to a URL: 409 + X-Inertia-Location for Inertia requests, a plain redirect otherwise. */
    public function location(string $url, ?Request $request = null): SymfonyResponse
    {
        $request ??= request();

        if ($request->header('X-Inertia')) {
            return new SymfonyResponse('', 409, ['X-Inertia-Location' => $url]);
        }

        return new RedirectResponse($url);
    }
}
