<?php

namespace App\Http\Controllers;

use App\Http\Middleware\EnsureOrderPlaced;
use App\Inertia\Inertia;
use App\Inertia\Response;
use App\ShopApi\Data\DictionaryItem;
use App\ShopApi\Data\Region;
use App\ShopApi\ShopApi;
use App\Support\Cookies;
use Illuminate\Http\Request;

class CheckoutController extends Controller
{
    /** Show the checkout form (checkout layout) with the dictionaries it needs. */
    public function show(ShopApi $api): Response
    {
        return Inertia::render('checkout/index', [
            'regions' => array_map(fn (Region $r) => $r->toArray(), $api->regions()),
            'paymentTypes' => array_map(fn (DictionaryItem $t) => $t->toArray(), $api->paymentTypes()),
            'orderTypes' => array_map(fn (DictionaryItem $t) => $t->toArray(), $api->orderTypes()),
        ]);
    }

    /** The customer came back from the payment provider's success redirect. */
    public function paymentSuccess(Request $request): Response
    {
        return Inertia::render('checkout/payment-success', ['orderId' => $this->orderId($request)]);
    }

    /** The customer came back from the payment provider's failure redirect. */
    public function paymentFailure(Request $request): Response
    {
        return Inertia::render('checkout/payment-failure', ['orderId' => $this->orderId($request)]);
    }

    /** Show the placed order (the order_id cookie is required by the route's middleware). */
    public function success(Request $request): Response
    {
        return Inertia::render('checkout/success', ['orderId' => $this->orderId($request)]);
    }

    private function orderId(Request $request): ?string
    {
        return Cookies::read($request, config('shop.cookies.order_id.name'), EnsureOrderPlaced::ORDER_ID_PATTERN, 64);
    }
}
