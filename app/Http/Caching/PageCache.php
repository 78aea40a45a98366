<?php

namespace App\Http\Caching;

use App\Http\Middleware\HandleInertiaRequests;
use App\ShopApi\CachedShopApi;
use App\ShopApi\ShopApi;
use Illuminate\Contracts\Cache\Repository;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Cache;
use Symfony\Component\HttpFoundation\Response;

/**
 * The application's cache of guest pages, for hosting where no cache can be put in front of the app (where nginx's
 * micro-cache runs, this one may be switched off): the answer (HTML, or an Inertia visit's JSON) of a guest page,
 * kept in the cache store (Redis in production, shared by every node) for shop.page_cache.max_age seconds and served
 * stale for up to stale_while_revalidate more while one request renders it again. The key holds the method, host, path, query, the
 * asset version (a new build is never served old HTML), the language cookie on "/" (which redirects by it), the
 * revision of the storefront's cached answers (a menu or dictionary change shows at once) and, for a guest's Inertia
 * visit (JSON, kept apart from the HTML), the Inertia headers of GuestPages::INERTIA_HEADERS.
 */
final class PageCache
{
    /** Headers kept with a cached page (X-Inertia marks an Inertia visit's JSON for the browser); the others are added
     *  by the middleware every answer passes. */
    private const HEADERS = ['Content-Type', 'Content-Language', 'Vary', 'ETag', 'Link', 'X-Inertia'];

    public function enabled(): bool
    {
        if (! config('shop.page_cache.enabled')) {
            return false;
        }
        /** @var ShopApi $api (tests may bind the port without the cache) */
        $api = app(ShopApi::class);

        return $api instanceof CachedShopApi;
    }

    /** The cached page for this request, marked HIT or STALE, or null when it must be rendered (a miss, or this
     *  request refreshes a stale copy). */
    public function get(Request $request): ?Response
    {
        $key = $this->key($request);
        $entry = $this->store()->get($key);
        if (! is_array($entry)) {
            return null;
        }
        $fresh = $entry['fresh_until'] > Carbon::now()->getTimestamp();
        // One request renders a stale page again; the others are served the stale copy meanwhile.
        if (! $fresh && $this->store()->add($key.':refresh', true, 30)) {
            return null;
        }
        $response = new Response($entry['body'], 200, $entry['headers']);
        $response->headers->set('X-Page-Cache', $fresh ? 'HIT' : 'STALE');

        return $response;
    }

    public function put(Request $request, Response $response): void
    {
        $key = $this->key($request);
        $maxAge = max(1, (int) config('shop.page_cache.max_age'));
        $headers = [];
        foreach (self::HEADERS as $name) {
            if ($response->headers->has($name)) {
                $headers[$name] = $response->headers->get($name);
            }
        }
        $this->store()->put($key, [
            'body' => (string) $response->getContent(),
            'headers' => $headers,
            'fresh_until' => Carbon::now()->getTimestamp() + $maxAge,
        ], $maxAge + max(0, (int) config('shop.page_cache.stale_while_revalidate')));
        $this->store()->forget($key.':refresh');
        $response->headers->set('X-Page-Cache', 'MISS');
    }

    /** The cache key of a request's page, worked out once per request (the revision is a cache read). */
    public function key(Request $request): string
    {
        $known = $request->attributes->get('page_cache_key');

        return is_string($known) ? $known : tap($this->keyOf($request), fn (string $key) => $request->attributes->set('page_cache_key', $key));
    }

    private function keyOf(Request $request): string
    {
        /** @var ShopApi $api (tests may bind the port without the cache) */
        $api = app(ShopApi::class);
        $revision = $api instanceof CachedShopApi ? $api->revision() : 0;
        $language = $request->path() === '/' ? (string) $request->cookies->get((string) config('shop.cookies.language.name')) : '';

        return 'page:'.sha1(implode('|', [
            $request->getMethod(),
            $request->getHttpHost(),
            $request->getPathInfo(),
            (string) $request->getQueryString(),
            (string) app(HandleInertiaRequests::class)->version($request),
            $language,
            $revision,
            // An Inertia visit's JSON is kept apart from the HTML, per what the visit asks for.
            ...array_map(fn (string $header) => (string) $request->headers->get($header), GuestPages::INERTIA_HEADERS),
        ]));
    }

    private function store(): Repository
    {
        return Cache::store(config('shop.page_cache.store'));
    }
}
