<?php

namespace App\Http\Middleware;

use App\Http\Caching\GuestPages;
use Closure;
use Illuminate\Http\Request;
use Illuminate\Session\Middleware\StartSession as BaseStartSession;
use Illuminate\Session\NullSessionHandler;
use Illuminate\Session\Store;

/**
 * Laravel's session, except for a guest page (GuestPages): that request gets an empty session that is neither read
 * from the visitor's cookie nor saved, so its answer carries no cookie and is the same for every guest.
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
