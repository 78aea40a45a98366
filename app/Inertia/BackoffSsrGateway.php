<?php

namespace App\Inertia;

use Illuminate\Contracts\Cache\Repository as Cache;
use Illuminate\Http\Client\PendingRequest;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;
use Inertia\Ssr\HttpGateway;
use Inertia\Ssr\Response;

/**
 * The package's SSR gateway (POST {inertia.ssr.url}/render), bound in its place by AppServiceProvider, with what a
 * shop under load needs on top: a connect timeout as well as the answer timeout, and a failure backoff. When the
 * renderer fails, the page is rendered by the browser (the package's fallback), the renderer is left alone for
 * inertia.ssr.failure_backoff seconds (every app node shares the mark through the cache store, so a dead renderer
 * costs one timeout per interval, not one per page), and the failure is logged once per interval.
 */
class BackoffSsrGateway extends HttpGateway
{
    public const DOWN_KEY = 'inertia-ssr:down';

    public function __construct(private readonly Cache $cache) {}

    /** @param  array<string, mixed>  $page */
    public function dispatch(array $page, ?Request $request = null): ?Response
    {
        if (config('inertia.ssr.enabled', true) && $this->cache->get(self::DOWN_KEY)) {
            return null;
        }

        $response = parent::dispatch($page, $request);
        if ($response !== null && $response->body === '') {
            // An answer without a body is a failed render too: the browser renders the page instead.
            $this->handleSsrFailure($page, ['error' => 'the renderer answered no body', 'type' => 'render']);

            return null;
        }

        return $response;
    }

    protected function pendingRequest(): PendingRequest
    {
        $timeout = (float) config('inertia.ssr.timeout', 2);

        return parent::pendingRequest()->timeout($timeout)->connectTimeout($timeout);
    }

    /**
     * @param  array<string, mixed>  $page
     * @param  array<string, mixed>|null  $error
     */
    protected function handleSsrFailure(array $page, ?array $error): void
    {
        $this->cache->put(self::DOWN_KEY, true, (int) config('inertia.ssr.failure_backoff', 10));
        Log::warning('Inertia SSR render failed; serving a client-rendered page.', [
            'component' => $page['component'] ?? null,
            'reason' => mb_substr((string) ($error['error'] ?? 'unknown'), 0, 500),
        ]);

        parent::handleSsrFailure($page, $error);
    }
}
