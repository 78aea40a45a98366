<?php

namespace App\Inertia;

use App\Inertia\Support\Header;
use BackedEnum;
use Closure;
use Illuminate\Contracts\Support\Responsable;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\App;
use Illuminate\Support\Traits\Macroable;
use Symfony\Component\HttpFoundation\Response as SymfonyResponse;
use UnitEnum;

/** One Inertia page: JSON for Inertia visits, the root view (server-rendered when possible) otherwise. */
class Response implements Responsable
{
    use Macroable;

    /** Inertia visits are JSON, not HTML: Cyrillic text and URLs need no escaping there. */
    public const JSON_OPTIONS = JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES;

    protected bool $clearHistory;

    /** @var array<string, mixed> */
    protected array $viewData = [];

    /** @param  array<array-key, mixed>  $props */
    public function __construct(
        protected string $component,
        protected array $props,
        protected string $rootView = 'app',
        protected string $version = '',
        protected bool $encryptHistory = false,
        protected ?Closure $urlResolver = null,
    ) {
        $this->clearHistory = (bool) self::pullFromSession(request(), SessionKey::ClearHistory, false);
    }

    /**
     * Take a value the page consumes (the clear-history mark, flash data) out of the session; it is noted on the
     * request, so that an answer which discards the page (409 for a stale client) can put it back.
     */
    public static function pullFromSession(Request $request, SessionKey $key, mixed $default): mixed
    {
        if (! $request->hasSession()) {
            return $default;
        }
        $value = $request->session()->pull($key->value, $default);
        if ($value !== $default) {
            $request->attributes->set('inertia.consumed', [...$request->attributes->get('inertia.consumed', []), $key->value => $value]);
        }

        return $value;
    }

    /**
     * @param  string|array<string, mixed>  $key
     * @return $this
     */
    public function with(string|array $key, mixed $value = null): static
    {
        if (is_array($key)) {
            $this->props = array_merge($this->props, $key);
        } else {
            $this->props[$key] = $value;
        }

        return $this;
    }

    /**
     * Data for the root view only (never sent on Inertia visits).
     *
     * @param  string|array<string, mixed>  $key
     * @return $this
     */
    public function withViewData(string|array $key, mixed $value = null): static
    {
        if (is_array($key)) {
            $this->viewData = array_merge($this->viewData, $key);
        } else {
            $this->viewData[$key] = $value;
        }

        return $this;
    }

    /** @return $this */
    public function rootView(string $rootView): static
    {
        $this->rootView = $rootView;

        return $this;
    }

    /**
     * Flash data for this response (not kept in the browser history).
     *
     * @param  BackedEnum|UnitEnum|string|array<string, mixed>  $key
     * @return $this
     */
    public function flash(BackedEnum|UnitEnum|string|array $key, mixed $value = null): static
    {
        App::make(ResponseFactory::class)->flash($key, $value);

        return $this;
    }

    /** @param  Request  $request */
    public function toResponse($request): SymfonyResponse
    {
        $page = $this->page($request);

        if ($request->header(Header::INERTIA)) {
            return new JsonResponse($page, 200, [Header::INERTIA => 'true', 'Vary' => Header::INERTIA], self::JSON_OPTIONS);
        }

        return response()->view($this->rootView, $this->viewData + ['page' => $page], 200, ['Vary' => Header::INERTIA]);
    }

    /**
     * The page object of the protocol.
     *
     * @return array<string, mixed>
     */
    public function page(Request $request): array
    {
        [$props, $metadata] = (new PropsResolver($request, $this->component))->resolve($this->props);

        $flash = (array) self::pullFromSession($request, SessionKey::FlashData, []);

        return array_merge([
            'component' => $this->component,
            'props' => $props === [] ? (object) [] : $props,
            'url' => $this->url($request),
            'version' => $this->version,
            'clearHistory' => $this->clearHistory,
            'encryptHistory' => $this->encryptHistory,
        ], $metadata, $flash === [] ? [] : ['flash' => $flash]);
    }

    /** The path and query the browser asked for (or the app's URL resolver's answer). */
    protected function url(Request $request): string
    {
        return $this->urlResolver ? (string) App::call($this->urlResolver, ['request' => $request]) : $request->getRequestUri();
    }
}
