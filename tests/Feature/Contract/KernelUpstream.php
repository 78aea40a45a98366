<?php

namespace Tests\Feature\Contract;

use GuzzleHttp\Promise\PromiseInterface;
use Illuminate\Foundation\Testing\TestCase;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;

/**
 * Points HttpShopApi at this app's own /api routes: every request of the HTTP client is handed to the
 * test kernel and its answer returned as the upstream's. Use it outside a request (not from a page).
 */
final class KernelUpstream
{
    /** Fake the HTTP client so that each request is answered by the application under test. */
    public static function fake(TestCase $test): void
    {
        Http::preventStrayRequests();
        Http::fake(fn (Request $request) => self::forward($test, $request));
    }

    /** Hand one client request to the kernel and turn its answer into a client response. */
    public static function forward(TestCase $test, Request $request): PromiseInterface
    {
        $response = $test->call($request->method(), $request->url(), [], [], [], self::server($request), $request->body());

        return Http::response((string) $response->getContent(), $response->getStatusCode(), $response->headers->all());
    }

    /** The request's headers as $_SERVER keys.
     *  @return array<string, string> */
    private static function server(Request $request): array
    {
        $server = [];
        foreach ($request->headers() as $name => $values) {
            $key = strtoupper(str_replace('-', '_', $name));
            $server[in_array($key, ['CONTENT_TYPE', 'CONTENT_LENGTH'], true) ? $key : 'HTTP_'.$key] = implode(', ', $values);
        }

        return $server;
    }
}
