<?php

namespace App\Inertia\Ssr;

use Illuminate\Contracts\Cache\Repository as Cache;
use Illuminate\Http\Client\Factory as Http;
use Illuminate\Support\Facades\Log;
use Throwable;

/**
 * Renders a page through the Inertia SSR server (node bootstrap/ssr/ssr.js). When the renderer is
 * down the page is rendered by the client alone; the failure is logged once per backoff interval.
 */
class Gateway
{
    public function __construct(private Http $http, private Cache $cache) {}

    /** @param  array<string, mixed>  $page
     *  @return array{head: list<string>, body: string}|null */
    public function dispatch(array $page): ?array
    {
        $config = config('shop.ssr');
        if (! $config['enabled'] || $this->cache->get('inertia-ssr:down')) {
            return null;
        }

        try {
            $response = $this->http->timeout($config['timeout'])->connectTimeout($config['timeout'])
                ->post(rtrim($config['url'], '/').'/render', $page);

            if ($response->successful() && is_string($response->json('body'))) {
                return ['head' => array_values(array_filter((array) $response->json('head'), 'is_string')), 'body' => $response->json('body')];
            }

            $reason = 'status '.$response->status().': '.mb_substr($response->body(), 0, 500);
        } catch (Throwable $e) {
            $reason = $e->getMessage();
        }

        $this->cache->put('inertia-ssr:down', true, $config['failure_backoff']);
        Log::warning('Inertia SSR render failed; serving a client-rendered page.', ['component' => $page['component'] ?? null, 'reason' => $reason]);

        return null;
    }
}
