<?php

namespace App\Inertia\Ssr;

use Illuminate\Contracts\Cache\Repository as Cache;
use Illuminate\Http\Client\Factory as Http;
use Illuminate\Support\Facades\Log;
use Throwable;

/**
 * Renders pages through the Inertia SSR server (node bootstrap/ssr/ssr.js, POST {url}/render). When the renderer
 * fails the page is rendered by the client, the renderer is left alone for inertia.ssr.failure_backoff seconds
 * and the failure is logged once per interval.
 */
class HttpGateway implements Gateway
{
    private const DOWN_KEY = 'inertia-ssr:down';

    public function __construct(private Http $http, private Cache $cache) {}

    public function dispatch(array $page): ?Response
    {
        $config = (array) config('inertia.ssr');
        if (! ($config['enabled'] ?? false) || $this->cache->get(self::DOWN_KEY)) {
            return null;
        }

        try {
            $timeout = (float) ($config['timeout'] ?? 2);
            $response = $this->http->timeout($timeout)->connectTimeout($timeout)
                ->post(rtrim((string) $config['url'], '/').'/render', $page);

            if ($response->successful() && is_string($response->json('body'))) {
                $head = array_filter((array) $response->json('head'), 'is_string');

                return new Response(implode("\n", $head), $response->json('body'));
            }

            $reason = 'status '.$response->status().': '.mb_substr($response->body(), 0, 500);
        } catch (Throwable $e) {
            $reason = $e->getMessage();
        }

        $this->cache->put(self::DOWN_KEY, true, (int) ($config['failure_backoff'] ?? 10));
        Log::warning('Inertia SSR render failed; serving a client-rendered page.', ['component' => $page['component'] ?? null, 'reason' => $reason]);

        return null;
    }
}
