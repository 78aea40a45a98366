<?php

namespace App\Http\Middleware;

use App\Support\Cookies;
use App\Support\LocalizedUrl;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/** The order-placed page needs the order_id cookie of the last placed order; without it: the home page. */
class EnsureOrderPlaced
{
    public const ORDER_ID_PATTERN = '/^[A-Za-z0-9-]{1,64}$/';

    public function handle(Request $request, Closure $next): Response
    {
        if (Cookies::read($request, config('shop.cookies.order_id.name'), self::ORDER_ID_PATTERN, 64) === null) {
            return redirect(LocalizedUrl::route('home'));
        }

        return $next($request);
    }
}
