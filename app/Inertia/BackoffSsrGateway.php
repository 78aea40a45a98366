<?php

namespace App\Inertia;

use Illuminate\Contracts\Cache\Repository as Cache;
use Illuminate\Http\Client\PendingRequest;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Vite;
use Inertia\Ssr\HttpGateway;
use Inertia\Ssr\Response;
use JsonException;

/**
 * The package's SSR gateway (POST {inertia.ssr.url}/render, or the Vite dev server's /__inertia_ssr), bound in its
 * place by AppServiceProvider, with what a shop under load needs on top:
 *
 * - the render is one plain curl call (a connect timeout as well as the answer timeout, inertia.ssr.timeout): through
 *   Laravel's HTTP client it cost ~1.4 ms of PHP CPU per page, as a curl call ~0.55 ms (a guest's uncached page is
 *   rendered on every request); the health check stays on Laravel's client;
 * - a failure backoff: when the renderer fails, the page is rendered by the browser (the package's fallback), the
 *   renderer is left alone for inertia.ssr.failure_backoff seconds (every app node shares the mark through the cache
 *   store, so a dead renderer costs one timeout per interval, not one per page), and the failure is logged once per
 *   interval; the package's SsrRenderFailed event and throw_on_error still apply.
 */
class BackoffSsrGateway extends HttpGateway
{
    public const DOWN_KEY = 'inertia-ssr:down';

    public function __construct(private readonly Cache $cache) {}

    /** @param  array<string, mixed>  $page */
    public function dispatch(array $page, ?Request $request = null): ?Response
    {
        if (! $this->ssrIsEnabled($request ?? request()) || $this->cache->get(self::DOWN_KEY)) {
            return null;
        }
        $hot = Vite::isRunningHot();
        if (! $hot && $this->shouldEnsureBundleExists() && ! $this->bundleExists()) {
            return null;
        }

        $answer = $this->post($hot ? $this->getHotUrl('/__inertia_ssr') : $this->getProductionUrl('/render'), $page);
        if ($answer['error'] !== null) {
            $this->handleSsrFailure($page, ['error' => $answer['error'], 'type' => 'connection']);

            return null;
        }
        $data = json_decode($answer['body'], true);
        if ($answer['status'] >= 400) {
            $this->handleSsrFailure($page, is_array($data) ? $data : ['error' => 'the renderer answered '.$answer['status']]);

            return null;
        }
        if (! is_array($data) || ! is_string($data['body'] ?? null) || $data['body'] === '') {
            // An answer without a body is a failed render too: the browser renders the page instead.
            $this->handleSsrFailure($page, ['error' => 'the renderer answered no body', 'type' => 'render']);

            return null;
        }
        $head = is_array($data['head'] ?? null) ? array_filter($data['head'], 'is_string') : [];

        return new Response(implode("\n", $head), $data['body']);
    }

    /**
     * POST the page as JSON; the status and body of the answer, or why there was none.
     *
     * @param  array<string, mixed>  $page
     * @return array{status: int, body: string, error: string|null}
     */
    protected function post(string $url, array $page): array
    {
        try {
            $json = json_encode($page, JSON_THROW_ON_ERROR);
        } catch (JsonException $e) {
            return ['status' => 0, 'body' => '', 'error' => 'the page is not JSON: '.$e->getMessage()];
        }
        $timeout = max(1, (int) round(1000 * (float) config('inertia.ssr.timeout', 2)));
        $curl = curl_init($url);
        curl_setopt_array($curl, [
            CURLOPT_POST => true,
            CURLOPT_POSTFIELDS => $json,
            // No "Expect: 100-continue" round trip for a page over 1 KB.
            CURLOPT_HTTPHEADER => ['Content-Type: application/json', 'Accept: application/json', 'Expect:'],
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_CONNECTTIMEOUT_MS => $timeout,
            CURLOPT_TIMEOUT_MS => $timeout,
            // Timeouts under a second without SIGALRM.
            CURLOPT_NOSIGNAL => true,
        ]);
        $body = curl_exec($curl);
        $status = (int) curl_getinfo($curl, CURLINFO_RESPONSE_CODE);
        $error = is_string($body) ? null : (curl_error($curl) !== '' ? curl_error($curl) : 'no answer');

        return ['status' => $status, 'body' => is_string($body) ? $body : '', 'error' => $error];
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
