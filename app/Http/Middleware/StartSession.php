<?php

namespace App\Http\Middleware;

use App\Http\Caching\GuestPages;
use Closure;
use Illuminate\Http\Request;
use Illuminate\Session\Middleware\StartSession as BaseStartSession;
use Illuminate\Session\NullSessionHandler;
use Illuminate\Session\Store;

/**
 * Laravel's session, except for a request that needs none (GuestPages::applies: a guest page, or a guest's
 * Inertia visit of one from a browser without a session): it gets an empty session that is neither read from a
 * cookie nor saved, so its answer carries no cookie.
 */
class StartSession extends BaseStartSession
{
    /** @param  Request  $request */
    public function handle($request, Closure $next)
    {
        if (! GuestPages::applies($request)) {
            return parent::handle($request, $next);
        }
        $session = new Store((string) config('session.cookie'), new NullSessionHandler);
        $session->start();
        $request->setLaravelSession($session);

        return $next($request);
    }
}
