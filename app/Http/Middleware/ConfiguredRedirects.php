<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/** Exact-path permanent redirects from config (shop.legacy.rules), checked before routing. */
class ConfiguredRedirects
{
    public function handle(Request $request, Closure $next): Response
    {
        $rules = config('shop.legacy.rules');

        if ($rules !== [] && in_array($request->method(), ['GET', 'HEAD'], true)) {
            $target = $rules['/'.ltrim($request->path(), '/')] ?? null;
            if (is_string($target) && $target !== '/'.ltrim($request->path(), '/')) {
                return redirect($target, config('shop.legacy.status'));
            }
        }

        return $next($request);
    }
}
