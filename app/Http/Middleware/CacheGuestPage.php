<?php

namespace App\Http\Middleware;

use App\Http\Caching\GuestPages;
use App\Http\Caching\PageCache;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * A page that opts in (`guest.page`) is, for a guest (GuestPages), public: `Cache-Control: public` with a short
 * freshness and stale-while-revalidate and an ETag (a matching If-None-Match gets a 304), its HTML and its Inertia
 * visits' JSON alike (they vary by GuestPages::vary(), set by HandleInertiaRequests around this). Both are served
 * from the app's page cache when that is on. Every answer that is not a plain 200 without cookies stays private (the
 * global default, SecurityHeaders).
 */
class CacheGuestPage
{
    public function __construct(private PageCache $pages) {}

    public function handle(Request $request, Closure $next): Response
    {
        if (! GuestPages::applies($request)) {
            return $next($request);
        }
        $cache = $request->isMethod('GET') && $this->pages->enabled();

        $response = ($cache ? $this->pages->get($request) : null) ?? $next($request);
        if ($response->getStatusCode() !== 200 || $response->headers->getCookies() !== []) {
            return $response;
        }

        if (! $response->headers->has('ETag')) {
            $response->setEtag(hash('xxh128', (string) $response->getContent()));
        }
        $response->headers->set('Cache-Control', sprintf(
            'public, max-age=%d, stale-while-revalidate=%d',
            (int) config('shop.page_cache.max_age'),
            (int) config('shop.page_cache.stale_while_revalidate'),
        ));
        if ($cache && ! $response->headers->has('X-Page-Cache')) {
            $this->pages->put($request, $response);
        }
        $response->isNotModified($request);

        return $response;
    }
}
