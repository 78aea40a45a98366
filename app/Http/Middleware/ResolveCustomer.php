<?php

namespace App\Http\Middleware;

use App\ShopApi\ShopContext;
use App\Support\Cookies;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/** Reads the auth_token cookie: a well-formed token makes the visitor a customer; anything else is a guest. */
class ResolveCustomer
{
    public const TOKEN_PATTERN = '/^[A-Za-z0-9|._\-]{16,255}$/';

    public function handle(Request $request, Closure $next): Response
    {
        $name = config('shop.cookies.auth_token.name');
        $token = Cookies::read($request, $name, self::TOKEN_PATTERN);
        app(ShopContext::class)->token = $token;

        $response = $next($request);

        if ($token === null && $request->cookies->has($name)) {
            $response->headers->setCookie(Cookies::forgetAuthToken());
        }

        return $response;
    }
}
