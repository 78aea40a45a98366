<?php

namespace App\Http\Controllers;

use App\Http\Controllers\Concerns\AnswersShopApiJson;
use App\Http\Middleware\EnsureOrderPlaced;
use App\Http\Requests\ChangePaymentTypeRequest;
use App\Http\Requests\CheckoutQuoteRequest;
use App\Http\Requests\CheckoutSlotsRequest;
use App\Http\Requests\PlaceOrderRequest;
use App\ShopApi\Exceptions\NotFoundException;
use App\ShopApi\Exceptions\UnauthorizedException;
use App\ShopApi\ShopApi;
use App\Support\Cookies;
use App\Support\LocalizedUrl;
use App\Support\MapTiles;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

/**
 * The checkout (checkout layout): the form's page, its JSON calls (live quote, times, placing the order,
 * paying again or offline), and the pages after it, which show the order of the order_id cookie.
 */
class CheckoutController extends Controller
{
    use AnswersShopApiJson;

    /** What a JSON route answers (503) while the upstream fails. */
    protected const SHOP_UNAVAILABLE = 'checkout.payment.gateway';

    public function __construct(private ShopApi $api) {}

    /** Show the checkout form with the dictionaries it needs (its limits are the shared `limits` prop). */
    public function show(): Response
    {
        return Inertia::render('checkout/index', [
            'regions' => $this->api->regions(),
            'paymentTypes' => $this->api->paymentTypes(),
            'orderTypes' => $this->api->orderTypes(),
            // The pin's map, loaded only when the geocoder is unsure of an address (docs/delivery-areas.md).
            'map' => MapTiles::props(),
        ]);
    }

    /** POST checkout.quote: the server's totals and problems of the form as it stands (JSON). */
    public function quote(CheckoutQuoteRequest $request): JsonResponse
    {
        return $this->shopJson(fn () => ['data' => $this->api->checkoutQuote($request->checkout())]);
    }

    /** GET checkout.slots: "as soon as possible" and the times of the chosen kitchen (JSON). */
    public function slots(CheckoutSlotsRequest $request): JsonResponse
    {
        $data = $request->validated();

        return $this->shopJson(fn () => ['data' => $this->api->checkoutSlots(
            $request->orderType(),
            isset($data['region_id']) ? (int) $data['region_id'] : null,
            isset($data['restaurant_id']) ? (int) $data['restaurant_id'] : null,
        )]);
    }

    /**
     * POST checkout.place with an Idempotency-Key: place the order (once per key), remember it in the order_id
     * cookie and answer where the browser goes next: the card payment page, or the order-placed page.
     */
    public function place(PlaceOrderRequest $request): JsonResponse
    {
        $placed = null;
        $response = $this->shopJson(function () use ($request, &$placed) {
            // This browser's last order (its cookie) is the one a new card order may replace.
            $placed = $this->api->placeOrder(array_filter(['replaces' => $this->orderId($request)]) + $request->checkout(), $request->idempotencyKey());
            $next = $placed->redirectUrl ?? LocalizedUrl::route($placed->order->paymentType->isOnline() ? 'checkout.payment-failure' : 'checkout.success');

            return ['data' => ['order' => $placed->order->forPage(), 'redirect_url' => $next]];
        });

        return $placed ? $response->withCookie(Cookies::orderId($placed->order->token)) : $response;
    }

    /** POST checkout.pay-again: a new card payment for the order of the cookie; answers its payment page. */
    public function payAgain(Request $request): JsonResponse
    {
        $reference = $this->orderId($request) ?? abort(404);

        return $this->shopJson(fn () => ['data' => ['redirect_url' => $this->api->payOrder($reference)]]);
    }

    /** POST checkout.pay-offline: pay the order of the cookie in cash or by card to the courier instead. */
    public function payOffline(ChangePaymentTypeRequest $request): JsonResponse
    {
        $reference = $this->orderId($request) ?? abort(404);
        $data = $request->validated();

        return $this->shopJson(fn () => ['data' => [
            'order' => $this->api->changeOrderPaymentType($reference, $request->paymentType(), isset($data['change_from']) ? (int) $data['change_from'] : null)->forPage(),
            'redirect_url' => LocalizedUrl::route('checkout.success'),
        ]]);
    }

    /** The customer came back from the payment provider with a confirmed (or still confirming) payment. */
    public function paymentSuccess(Request $request): Response
    {
        return Inertia::render('checkout/payment-success', $this->orderProps($request));
    }

    /** The payment failed or was declined: the order can be paid again or switched to cash. */
    public function paymentFailure(Request $request): Response
    {
        return Inertia::render('checkout/payment-failure', $this->orderProps($request));
    }

    /** Show the placed order (the order_id cookie is required by the route's middleware). */
    public function success(Request $request): Response
    {
        return Inertia::render('checkout/success', $this->orderProps($request));
    }

    /** @return array<string, mixed> */
    private function orderProps(Request $request): array
    {
        $reference = $this->orderId($request);
        $order = null;
        if ($reference !== null) {
            try {
                $order = $this->api->order($reference);
            } catch (NotFoundException|UnauthorizedException) {
                $order = null;
            }
        }

        return [
            'orderId' => $reference,
            'order' => $order?->forPage(),
            'trackingUrl' => $order === null ? null : LocalizedUrl::route('track', ['token' => $order->token]),
        ];
    }

    private function orderId(Request $request): ?string
    {
        return Cookies::read($request, config('shop.cookies.order_id.name'), EnsureOrderPlaced::ORDER_ID_PATTERN, 64);
    }
}
