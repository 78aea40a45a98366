<?php

namespace App\Inertia;

use App\Inertia\Support\Header;
use BackedEnum;
use Closure;
use Illuminate\Contracts\Support\Arrayable;
use Illuminate\Http\RedirectResponse as LaravelRedirect;
use Illuminate\Http\Request;
use Illuminate\Support\Arr;
use Illuminate\Support\Facades\App;
use Illuminate\Support\Facades\Redirect;
use Illuminate\Support\Traits\Macroable;
use Symfony\Component\HttpFoundation\RedirectResponse;
use Symfony\Component\HttpFoundation\Response as SymfonyResponse;
use UnitEnum;

/**
 * The server side of the Inertia protocol (https://inertiajs.com/the-protocol) behind the Inertia facade,
 * with the method names and meaning of inertiajs/inertia-laravel 2.x (absent from the package registry here).
 */
class ResponseFactory
{
    use Macroable;

    protected string $rootView = 'app';

    /** @var array<array-key, mixed> */
    protected array $sharedProps = [];

    protected Closure|string|null $version = null;

    protected ?bool $encryptHistory = null;

    protected ?Closure $urlResolver = null;

    public function setRootView(string $name): void
    {
        $this->rootView = $name;
    }

    /**
     * Share a prop (dotted keys nest) or an array of props with every page of the current request.
     *
     * @param  string|array<array-key, mixed>|Arrayable<array-key, mixed>  $key
     */
    public function share(string|array|Arrayable $key, mixed $value = null): void
    {
        if ($key instanceof Arrayable) {
            $key = $key->toArray();
        }
        if (is_array($key)) {
            $this->sharedProps = array_merge($this->sharedProps, $key);
        } else {
            Arr::set($this->sharedProps, $key, $value);
        }
    }

    /** Share a once prop: the client keeps it and later visits skip the callback. */
    public function shareOnce(string $key, callable $callback): OnceProp
    {
        $prop = new OnceProp($callback);
        $this->share($key, $prop);

        return $prop;
    }

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
        return (string) ($this->version instanceof Closure ? App::call($this->version) : $this->version);
    }

    /** How the page object's url is made from the request (by default the path and query the browser asked for). */
    public function resolveUrlUsing(?Closure $urlResolver = null): void
    {
        $this->urlResolver = $urlResolver;
    }

    /** The next Inertia response tells the client to forget its encrypted history (e.g. after a sign-out). */
    public function clearHistory(): void
    {
        session([SessionKey::ClearHistory->value => true]);
    }

    /** Pages of this request are stored encrypted in the browser history (config inertia.history.encrypt by default). */
    public function encryptHistory(bool $encrypt = true): void
    {
        $this->encryptHistory = $encrypt;
    }

    /** A prop evaluated only when a partial reload names it. */
    public function optional(callable $callback): OptionalProp
    {
        return new OptionalProp($callback);
    }

    /** A prop the client loads right after the page renders; props of one group share one request. */
    public function defer(callable $callback, string $group = 'default'): DeferProp
    {
        return new DeferProp($callback, $group);
    }

    /** A prop appended to what the client holds on partial reloads. */
    public function merge(mixed $value): MergeProp
    {
        return new MergeProp($value);
    }

    /** A prop deep-merged into what the client holds on partial reloads. */
    public function deepMerge(mixed $value): MergeProp
    {
        return (new MergeProp($value))->deepMerge();
    }

    /** A prop sent on every response, partial reloads included. */
    public function always(mixed $value): AlwaysProp
    {
        return new AlwaysProp($value);
    }

    /** A prop the client remembers: resolved again only when the client lacks it, it expired or fresh() is set. */
    public function once(callable $value): OnceProp
    {
        return new OnceProp($value);
    }

    /** @param  array<array-key, mixed>|Arrayable<array-key, mixed>  $props */
    public function render(string $component, array|Arrayable $props = []): Response
    {
        if ($props instanceof Arrayable) {
            $props = $props->toArray();
        }

        return new Response(
            $component,
            array_merge($this->sharedProps, $props),
            $this->rootView,
            $this->getVersion(),
            $this->encryptHistory ?? (bool) config('inertia.history.encrypt', false),
            $this->urlResolver,
        );
    }

    /** A full page visit: 409 + X-Inertia-Location for Inertia requests (also other origins), a plain redirect otherwise. */
    public function location(string|RedirectResponse $url): SymfonyResponse
    {
        $target = $url instanceof RedirectResponse ? $url->getTargetUrl() : $url;

        if (request()->header(Header::INERTIA)) {
            return new SymfonyResponse('', 409, [Header::LOCATION => $target]);
        }

        return $url instanceof RedirectResponse ? $url : Redirect::away($target);
    }

    /** Redirect to the previous page.
     *  @param  array<string, string>  $headers */
    public function back(int $status = 302, array $headers = [], mixed $fallback = false): LaravelRedirect
    {
        return Redirect::back($status, $headers, $fallback);
    }

    /**
     * Flash data to the next page response: shown once, never kept in the browser history (toasts, highlights).
     *
     * @param  BackedEnum|UnitEnum|string|array<string, mixed>  $key
     */
    public function flash(BackedEnum|UnitEnum|string|array $key, mixed $value = null): static
    {
        if (! is_array($key)) {
            $key = [match (true) {
                $key instanceof BackedEnum => (string) $key->value,
                $key instanceof UnitEnum => $key->name,
                default => $key,
            } => $value];
        }

        session()->flash(SessionKey::FlashData->value, array_merge($this->getFlashed(), $key));

        return $this;
    }

    /** @return array<string, mixed> */
    public function getFlashed(?Request $request = null): array
    {
        $request ??= request();

        return $request->hasSession() ? (array) $request->session()->get(SessionKey::FlashData->value, []) : [];
    }

    /** @return array<string, mixed> the flashed data, removed from the session (a page shows it once) */
    public function pullFlashed(?Request $request = null): array
    {
        $request ??= request();

        return $request->hasSession() ? (array) $request->session()->pull(SessionKey::FlashData->value, []) : [];
    }
}
