<?php

namespace App\Http;

use Illuminate\Foundation\Http\Kernel as HttpKernel;

/**
 * Laravel's HTTP kernel, with a lighter end of the request: after the answer is sent, Laravel builds every middleware
 * of the request again (about thirty on a page) to call the terminate() of those that have one; here only those are
 * built. Everything else is Laravel's kernel as configured in bootstrap/app.php.
 *
 * What it pays: not measured on its own. bench/compare.sh ran it only together with other changes (docs/performance.md:
 * two runs on 2026-11-25, home and product Inertia visits within the machine's noise, no claim either way). It stays
 * while a compare.sh run of this class against Laravel's own kernel is pending; drop it if that run shows no gain.
 */
class Kernel extends HttpKernel
{
    /**
     * @param  \Illuminate\Http\Request  $request
     * @param  \Illuminate\Http\Response  $response
     */
    protected function terminateMiddleware($request, $response)
    {
        $middlewares = $this->app->shouldSkipMiddleware() ? [] : array_merge(
            $this->gatherRouteMiddleware($request),
            $this->middleware
        );

        foreach ($middlewares as $middleware) {
            if (! is_string($middleware)) {
                continue;
            }
            [$name] = $this->parseMiddleware($middleware);
            // A class without terminate() has nothing to do now: it is not built again (a container binding that is
            // not a class name is built, as Laravel does).
            if (class_exists($name) && ! method_exists($name, 'terminate')) {
                continue;
            }
            $instance = $this->app->make($name);
            if (is_object($instance) && method_exists($instance, 'terminate')) {
                $instance->terminate($request, $response);
            }
        }
    }
}
