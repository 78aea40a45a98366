<?php

namespace App\Inertia;

use App\Inertia\Support\Header;
use Closure;
use Illuminate\Http\Request;
use Illuminate\Session\Store;
use Illuminate\Support\Facades\Redirect;
use Illuminate\Support\MessageBag;
use Symfony\Component\HttpFoundation\BinaryFileResponse;
use Symfony\Component\HttpFoundation\RedirectResponse;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpFoundation\StreamedResponse;

/**
 * Base middleware of the Inertia protocol (extended by App\Http\Middleware\HandleInertiaRequests): shared and
 * once-shared props, the validation errors of the session, the asset version (409 on a mismatch), 303 after
 * PUT/PATCH/DELETE redirects, a redirect back for an empty answer, and 409 + X-Inertia-Redirect for a redirect
 * to a URL with a fragment.
 */
class Middleware
{
    /** The root Blade view of first visits.
     *  @var string */
    protected $rootView = 'app';

    /** Share every message of a field instead of the first one. */
    protected bool $withAllErrors = false;

    /** The asset version: a hash of the build manifest (or of ASSET_URL); null when nothing is built. */
    public function version(Request $request): ?string
    {
        if (config('app.asset_url')) {
            return hash('xxh128', (string) config('app.asset_url'));
        }
        if (is_file($manifest = public_path('build/manifest.json'))) {
            return hash_file('xxh128', $manifest) ?: null;
        }

        return null;
    }

    /**
     * Props shared with every page: by default the validation errors of the session.
     *
     * @return array<array-key, mixed>
     */
    public function share(Request $request): array
    {
        return [
            'errors' => Inertia::always(fn () => $this->resolveValidationErrors($request)),
        ];
    }

    /**
     * Props shared once: the client keeps them and later visits skip them (values are wrapped in Inertia::once()).
     *
     * @return array<string, mixed>
     */
    public function shareOnce(Request $request): array
    {
        return [];
    }

    public function rootView(Request $request): string
    {
        return $this->rootView;
    }

    /** How the page url is made from the request; null keeps the default (the path and query as requested). */
    public function urlResolver(): ?Closure
    {
        return null;
    }

    public function handle(Request $request, Closure $next): Response
    {
        Inertia::version(fn () => $this->version($request));
        Inertia::share($this->share($request));
        foreach ($this->shareOnce($request) as $key => $value) {
            if ($value instanceof Onceable) {
                Inertia::share($key, $value->once());
            } else {
                Inertia::shareOnce($key, is_callable($value) && ! is_string($value) ? $value : fn () => $value);
            }
        }
        Inertia::setRootView($this->rootView($request));
        if ($resolver = $this->urlResolver()) {
            Inertia::resolveUrlUsing($resolver);
        }

        $response = $next($request);
        $this->varyOnInertia($response);

        if (! $request->header(Header::INERTIA)) {
            return $response;
        }

        if ($request->isMethod('GET') && $request->header(Header::VERSION, '') !== Inertia::getVersion()) {
            $response = $this->onVersionChange($request, $response);
        }

        if ($this->isEmpty($response)) {
            $response = $this->onEmptyResponse($request, $response);
        }

        if ($response->getStatusCode() === 302 && in_array($request->method(), ['PUT', 'PATCH', 'DELETE'], true)) {
            $response->setStatusCode(303);
        }

        if ($response instanceof RedirectResponse && str_contains($response->getTargetUrl(), '#') && $request->header('Purpose') !== 'prefetch') {
            $response = $this->onRedirectWithFragment($request, $response);
        }

        return $response;
    }

    /** A stale client makes a full page load of the same URL (the session's flash data survives it). */
    public function onVersionChange(Request $request, Response $response): Response
    {
        if ($request->hasSession()) {
            $session = $request->session();
            assert($session instanceof Store);
            $session->reflash();
            // What the discarded page took out of the session goes back for the full page load.
            foreach ($request->attributes->get('inertia.consumed', []) as $key => $value) {
                $key === SessionKey::FlashData->value ? $request->session()->flash($key, $value) : $request->session()->put($key, $value);
            }
        }

        return Inertia::location($request->fullUrl());
    }

    /** An Inertia request answered with nothing goes back where it came from. */
    public function onEmptyResponse(Request $request, Response $response): Response
    {
        return Redirect::back();
    }

    /** The browser keeps a fragment only on a real navigation: the client visits the URL itself. */
    public function onRedirectWithFragment(Request $request, RedirectResponse $response): Response
    {
        return new Response('', 409, [Header::REDIRECT => $response->getTargetUrl(), 'Vary' => Header::INERTIA]);
    }

    /**
     * The session's validation errors for the client: field => first message (or every message), named error bags
     * nested under their names, the default bag under the X-Inertia-Error-Bag name when the form gave one.
     */
    public function resolveValidationErrors(Request $request): object
    {
        if (! $request->hasSession() || ! $request->session()->has('errors')) {
            return (object) [];
        }

        $bags = [];
        foreach ($request->session()->get('errors')->getBags() as $name => $bag) {
            /** @var MessageBag $bag */
            $bags[$name] = (object) array_map(fn (array $messages) => $this->withAllErrors ? $messages : $messages[0], $bag->messages());
        }

        $errorBag = $request->header(Header::ERROR_BAG);
        if (isset($bags['default']) && $errorBag !== null && $errorBag !== '') {
            return (object) [$errorBag => $bags['default']];
        }

        return $bags['default'] ?? (object) $bags;
    }

    private function isEmpty(Response $response): bool
    {
        return $response->isOk() && ! $response instanceof StreamedResponse && ! $response instanceof BinaryFileResponse
            && $response->getContent() === '';
    }

    private function varyOnInertia(Response $response): void
    {
        $vary = $response->getVary();
        foreach ($vary as $header) {
            if (strcasecmp($header, Header::INERTIA) === 0) {
                return;
            }
        }
        $response->setVary([...$vary, Header::INERTIA]);
    }
}
