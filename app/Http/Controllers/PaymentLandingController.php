<?php

namespace App\Http\Controllers;

use App\Support\LocalizedUrl;
use Illuminate\Http\RedirectResponse;

/**
 * Landings of the payment provider's redirects (guarded by the payment.redirect middleware). A redirect
 * is a hint, never proof of payment: the pages they lead to say the payment is being confirmed.
 */
class PaymentLandingController extends Controller
{
    public function success(): RedirectResponse
    {
        return redirect(LocalizedUrl::route('checkout.payment-success'));
    }

    public function failure(): RedirectResponse
    {
        return redirect(LocalizedUrl::route('checkout.payment-failure'));
    }
}
