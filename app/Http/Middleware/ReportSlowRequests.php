<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Route;
use Sentry\Severity;
use Sentry\State\Scope;
use Symfony\Component\HttpFoundation\Response;

use function Sentry\captureMessage;
use function Sentry\withScope;

/**
 * A request slower than shop.slow_request_ms goes to Sentry as a warning (only with SENTRY_LARAVEL_DSN set), named by
 * its route's template (never the URL: it may hold an order's token), with its time, method and status.
 */
class ReportSlowRequests
{
    public function handle(Request $request, Closure $next): Response
    {
        $started = hrtime(true);
        $response = $next($request);
        $threshold = (int) config('shop.slow_request_ms');
        $ms = (int) round((hrtime(true) - $started) / 1e6);
        if ($threshold > 0 && $ms >= $threshold && (string) config('sentry.dsn') !== '') {
            $name = $request->method().' /'.ltrim(Route::current()?->uri() ?? 'unmatched', '/');
            withScope(function (Scope $scope) use ($name, $ms, $threshold, $response) {
                $scope->setTag('slow_request', $name);
                $scope->setExtra('ms', $ms);
                $scope->setExtra('threshold_ms', $threshold);
                $scope->setExtra('status', $response->getStatusCode());
                captureMessage("Slow request: $name took $ms ms (over $threshold ms)", Severity::warning());
            });
        }

        return $response;
    }
}
