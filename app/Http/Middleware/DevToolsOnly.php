<?php

namespace App\Http\Middleware;

use App\Shop\Sms\DevOutbox;
use App\Support\LoopbackClient;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpKernel\Exception\NotFoundHttpException;

/** Development tools answer only while enabled (local/testing + SHOP_DEV_TOOLS) and only to loopback clients; anyone else gets 404. */
class DevToolsOnly
{
    public function handle(Request $request, Closure $next): Response
    {
        if (! DevOutbox::enabled() || ! LoopbackClient::is($request)) {
            throw new NotFoundHttpException;
        }

        return $next($request);
    }
}
