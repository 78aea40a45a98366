<?php

namespace App\Http\Middleware;

use App\Support\ProductionSafety;
use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Log;
use Symfony\Component\HttpFoundation\Response;

/**
 * A production deploy with an unsafe setting does not serve: every request is a plain 503 (visitors learn nothing
 * about the settings) and the log names each problem. `php artisan shop:check` lists them too.
 */
class RefuseUnsafeProduction
{
    public function __construct(private ProductionSafety $safety) {}

    public function handle(Request $request, Closure $next): Response
    {
        if (! $this->safety->refuses()) {
            return $next($request);
        }
        $message = 'Refusing to serve: unsafe production settings. '.implode(' ', $this->safety->problems());
        // Logged once a minute for each set of problems, not on every request.
        if (Cache::add('production-safety:'.sha1($message), true, 60)) {
            Log::critical($message);
        }

        return response('Service Unavailable: this shop is not configured safely for production. See the server log.', 503, [
            'Content-Type' => 'text/plain; charset=UTF-8',
            'Cache-Control' => 'no-store',
            'Retry-After' => '60',
        ]);
    }
}
