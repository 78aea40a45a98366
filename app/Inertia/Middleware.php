<?php

namespace App\Inertia;

use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/** Base middleware of the Inertia protocol: shared props, asset versioning (409) and 303 redirects. */
abstract class Middleware
{
    /** @var array<string, string> manifest modification time => its hash, kept for the life of the worker */
    private static array $versions = [];

    /** The asset version; a mismatch with the client's X-Inertia-Version forces a full page load. */
    public function version(Request $request): ?string
    {
        $manifest = public_path('build/manifest.json');
        $modified = @filemtime($manifest);
        if ($modified === false) {
            return null;
        }

        return self::$versions[$manifest.':'.$modified] ??= substr(hash_file('sha256', $manifest), 0, 16);
    }

    /** @return array<string, mixed> */
    public function share(Request $request): array
    {
        return [];
    }

    public function handle(Request $request, Closure $next): Response
    {
        $factory = app(ResponseFactory::class);
        $factory->version(fn () => $this->version($request));
        $factory->share($this->share($request));

        $response = $next($request);
        $response->headers->set('Vary', 'X-Inertia', false);

        if (! $request->header('X-Inertia')) {
            return $response;
        }

        if ($request->method() === 'GET' && $request->header('X-Inertia-Version', '') !== $factory->getVersion()) {
            return $factory->location($request->fullUrl(), $request);
        }

        if ($response->isRedirect() && $response->getStatusCode() === 302 && in_array($request->method(), ['PUT', 'PATCH', 'DELETE'], true)) {
            $response->setStatusCode(303);
        }

        return $response;
    }
}
