<?php

namespace App\Http\Middleware;

use App\ShopApi\ShopContext;
use App\Support\LocalizedUrl;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/** The account area is for customers: a guest goes to the home page of the same language with the phone-entry modal open. */
class EnsureCustomer
{
    public function handle(Request $request, Closure $next): Response
    {
        if (app(ShopContext::class)->token === null) {
            return redirect(LocalizedUrl::route('home', ['auth' => 'phone']));
        }

        return $next($request);
    }
}
