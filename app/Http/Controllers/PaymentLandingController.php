<?php

namespace App\Http\Controllers;

use App\Shop\Ordering\PaymentStatus;
use App\ShopApi\Exceptions\ShopApiException;
use App\ShopApi\ShopApi;
use App\Support\Cookies;
use App\Support\LocalizedUrl;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;

/**
 * Landings of the payment provider's redirects (guarded by the payment.redirect middleware: t and s present).
 * A redirect is a hint, never proof: the shop asks the provider about transaction t and applies what it
 * answers. When the provider confirms that t belongs to payment order s, the order_id cookie is set and the
 * customer goes to the page of the verified outcome in the order's language; anything else (an unknown order,
 * a forged or foreign transaction) changes nothing and lands on the page of the redirect's kind.
 */
class PaymentLandingController extends Controller
{
    public function __construct(private ShopApi $api) {}

    public function success(Request $request): RedirectResponse
    {
        return $this->land($request, 'checkout.payment-success');
    }

    public function failure(Request $request): RedirectResponse
    {
        return $this->land($request, 'checkout.payment-failure');
    }

    private function land(Request $request, string $page): RedirectResponse
    {
        try {
            $check = $this->api->confirmPayment((string) $request->query('t'), (string) $request->query('s'));
        } catch (ShopApiException $e) {
            report($e);
            $check = null;
        }

        $order = $check?->order;
        if ($order === null || ! $check->verified) {
            return redirect(LocalizedUrl::route($page));
        }

        $outcome = in_array($order->summary->paymentStatus, [PaymentStatus::Paid, PaymentStatus::Pending], true) ? 'checkout.payment-success' : 'checkout.payment-failure';

        return redirect(LocalizedUrl::route($outcome, [], $order->locale))->withCookie(Cookies::orderId($order->token));
    }
}
