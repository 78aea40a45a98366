<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Exception\SuspiciousOperationException;
use Symfony\Component\HttpFoundation\Response;

/**
 * Laravel's trusted hosts, from config: with shop.hosts.enforce (on in production) a request is answered only for a
 * host named in shop.hosts.trusted (APP_URL's host and SHOP_TRUSTED_HOSTS). Any other Host header gets a plain 400
 * before anything reads it: no redirect, link or cached page ever names that host. Off, every host is answered (a
 * developer's machine, the tests, the e2e server on 127.0.0.1). nginx's server_name keeps them out first (deploy/).
 */
class TrustConfiguredHosts
{
    public function handle(Request $request, Closure $next): Response
    {
        if (! config('shop.hosts.enforce')) {
            // Symfony keeps trusted hosts in static state: a long-lived worker (or the tests) must not carry them over.
            Request::setTrustedHosts([]);

            return $next($request);
        }
        Request::setTrustedHosts(array_map(fn (string $host) => '^'.preg_quote(strtolower($host)).'$', self::hosts()));
        try {
            $request->getHost();
        } catch (SuspiciousOperationException) {
            return response('Bad Request: this host is not served here.', 400, ['Content-Type' => 'text/plain; charset=UTF-8', 'Cache-Control' => 'no-store']);
        }

        return $next($request);
    }

    /** The host names answered when enforced.
     *  @return list<string> */
    public static function hosts(): array
    {
        return array_values(array_filter(array_map(fn ($h) => trim((string) $h), (array) config('shop.hosts.trusted')), fn (string $h) => $h !== ''));
    }
}
