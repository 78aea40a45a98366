<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * The payment landings answer only a redirect from the provider: Viva Smart Checkout returns with
 * t (the transaction id, a UUID) and s (the 16-digit order code). Anything else is a 404.
 */
class EnsurePaymentRedirect
{
    public function handle(Request $request, Closure $next): Response
    {
        $transaction = $request->query('t');
        $orderCode = $request->query('s');

        $valid = is_string($transaction) && preg_match('/^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$/', $transaction)
            && is_string($orderCode) && preg_match('/^\d{10,19}$/', $orderCode);

        abort_unless($valid, 404);

        return $next($request);
    }
}
