<?php

namespace App\Http\Controllers;

use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\ShopApi\Data\OrderRecord;
use App\ShopApi\Exceptions\UpstreamException;
use App\ShopApi\Exceptions\ValidationException;
use App\ShopApi\ShopApi;
use App\Support\Cookies;
use App\Support\LocalizedUrl;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;
use Symfony\Component\HttpFoundation\Response;

/**
 * The payment link of a card order taken by phone (`/pay/{token}`, texted by App\Shop\Ordering\PaymentLinks). GET shows
 * the order and, while it can still be paid, a Pay button; it changes nothing, so an SMS app's link preview opens no
 * payment. POST starts the card payment through the storefront's own "pay again" (ShopApi::payOrder → Orders::pay →
 * Payments::start) and leaves for the provider's page, which comes back to the usual payment landing. A paid,
 * cancelled, expired or switched-to-cash order answers a page that says so; an unknown token is a 404.
 */
class PaymentLinkController extends Controller
{
    public function __construct(private ShopApi $api) {}

    public function show(string $token): InertiaResponse
    {
        $order = $this->api->order($token);

        return Inertia::render('checkout/pay-link', [
            'order' => $order->forPage(),
            'state' => self::state($order),
            'payUrl' => LocalizedUrl::route('pay.start', ['token' => $token]),
            'trackingUrl' => LocalizedUrl::route('track', ['token' => $token]),
            'failed' => session('pay_link_failed'),
        ]);
    }

    public function pay(string $token): Response
    {
        try {
            $url = $this->api->payOrder($token);
        } catch (ValidationException) {
            // Paid, cancelled or expired meanwhile: the page says which.
            return redirect(LocalizedUrl::route('pay', ['token' => $token]), 303);
        } catch (UpstreamException $e) {
            report($e);

            return redirect(LocalizedUrl::route('pay', ['token' => $token]), 303)->with('pay_link_failed', true);
        }

        // The landing after the provider's page shows this order (as the checkout's own payment does).
        $response = Inertia::location($url);
        $response->headers->setCookie(Cookies::orderId($token));

        return $response;
    }

    /** payable, difference (paid, then raised by a correction), paid, cancelled, expired (the time to pay is over) or
     *  offline (switched to cash or the courier's card). */
    private static function state(OrderRecord $order): string
    {
        return match (true) {
            // Paid, then raised by a staff correction: the difference is left to pay (Payments::due).
            $order->payable && $order->summary->paymentStatus === PaymentStatus::Paid => 'difference',
            $order->payable => 'payable',
            in_array($order->summary->paymentStatus, [PaymentStatus::Paid, PaymentStatus::Refunded], true) => 'paid',
            $order->summary->status === OrderStatus::Cancelled && $order->cancellationReason === 'payment_timeout' => 'expired',
            $order->summary->status === OrderStatus::Cancelled => 'cancelled',
            ! $order->paymentType->isOnline() => 'offline',
            default => 'expired',
        };
    }
}
