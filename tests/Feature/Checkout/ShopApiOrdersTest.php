<?php

use App\Models\Order;
use App\Shop\Ordering\OrderType;
use App\Shop\Ordering\PaymentType;
use App\ShopApi\Data\CheckoutQuote;
use App\ShopApi\Exceptions\NotFoundException;
use App\ShopApi\Exceptions\UnauthorizedException;
use App\ShopApi\Exceptions\ValidationException;
use App\ShopApi\HttpShopApi;
use App\ShopApi\LocalShopApi;
use App\ShopApi\ShopApi;
use App\ShopApi\ShopContext;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Contract\KernelUpstream;
use Tests\Support\SeededShop;

// The checkout and order methods of the ShopApi port: LocalShopApi in-process and HttpShopApi over this
// app's own /api answer the same.

beforeEach(function () {
    seedShop();
    Mail::fake();
    $this->travelTo(Fx::noon());
    config(['shop.api.url' => 'http://upstream.test']);
});

dataset('order adapters', [
    'LocalShopApi' => fn () => app(LocalShopApi::class),
    'HttpShopApi' => function () {
        KernelUpstream::fake($this);

        return app(HttpShopApi::class);
    },
]);

it('quotes a form the same way', function (ShopApi $api) {
    app(ShopContext::class)->locale = 'en';

    $quote = $api->checkoutQuote(Fx::normalized(Fx::delivery(['items' => Fx::items(1)])));

    expect($quote)->toBeInstanceOf(CheckoutQuote::class)
        ->and($quote->total)->toBe(38900)
        ->and($quote->problems['items'])->toBe(['The minimum order for this area is UAH 400: add UAH 71 more.'])
        ->and($quote->toArray())->toEqual(app(LocalShopApi::class)->checkoutQuote(Fx::normalized(Fx::delivery(['items' => Fx::items(1)])))->toArray());
})->with('order adapters');

it('lists a kitchen\'s times the same way', function (ShopApi $api) {
    expect($api->checkoutSlots(OrderType::Delivery, Fx::region()->id, null))->toEqual(app(LocalShopApi::class)->checkoutSlots(OrderType::Delivery, Fx::region()->id, null));
})->with('order adapters');

it('refuses times for an unknown region with the field\'s message', function (ShopApi $api) {
    expect(fn () => $api->checkoutSlots(OrderType::Delivery, 99999, null))->toThrow(ValidationException::class);
})->with('order adapters');

it('places an order once per key and answers it', function (ShopApi $api) {
    $key = (string) Str::uuid();

    $first = $api->placeOrder(Fx::normalized(Fx::pickup()), $key);
    $second = $api->placeOrder(Fx::normalized(Fx::pickup()), $key);

    expect($second->order)->toEqual($first->order)
        ->and($second->redirectUrl)->toBe($first->redirectUrl)
        ->and($first->order->summary->total)->toBe(65800)
        ->and(Order::query()->where('idempotency_key', $key)->count())->toBe(1);
})->with('order adapters');

it('refuses an order with the messages by field', function (ShopApi $api) {
    try {
        $api->placeOrder(Fx::normalized(Fx::delivery(['items' => Fx::items(1)])), (string) Str::uuid());
        $this->fail('The order was placed.');
    } catch (ValidationException $e) {
        expect(array_keys($e->errors))->toBe(['items']);
    }
})->with('order adapters');

it('answers the customer\'s orders and one order by number, 401 without a valid token', function (ShopApi $api) {
    $context = app(ShopContext::class);
    $context->token = SeededShop::customerToken();
    $number = $api->orders()->items[0]->number;

    expect($api->orders()->items)->toHaveCount(3)
        ->and($api->orders(2)->items)->toBe([])
        ->and($api->order($number)->summary->number)->toBe($number);

    $context->token = '1|not-a-real-token-at-all';
    expect(fn () => $api->orders())->toThrow(UnauthorizedException::class);
})->with('order adapters');

it('answers 404 for an order that is not the caller\'s', function (ShopApi $api) {
    expect(fn () => $api->order(Order::query()->value('number')))->toThrow(NotFoundException::class);
})->with('order adapters');

it('pays again, pays offline and checks a payment the same way', function (ShopApi $api) {
    $placed = $api->placeOrder(Fx::normalized(Fx::pickup()), (string) Str::uuid());
    $token = Order::query()->where('number', $placed->order->summary->number)->value('token');

    expect($api->payOrder($token))->toContain('/checkout/sandbox-payment?ref=')
        ->and($api->confirmPayment((string) Str::uuid(), '1234567890123456')->order)->toBeNull()
        ->and($api->changeOrderPaymentType($token, PaymentType::Cash, 100000)->paymentType)->toBe(PaymentType::Cash);
})->with('order adapters');
