<?php

use App\Shop\Ordering\Orders;
use App\Shop\Ordering\PaymentType;
use App\ShopApi\Data\OrderRecord;
use App\ShopApi\Data\PlacedOrderRecord;
use App\ShopApi\LocalShopApi;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;

// The shop's order service answers the port's records; the embedded adapter hands them over as they are, and the
// records read back the same from their wire form (what the HTTP adapter decodes on a storefront node).

beforeEach(function () {
    seedShop();
    Mail::fake();
    $this->travelTo(Fx::noon());
});

it('places an order through the service as a record with its enums and hands it over unchanged', function () {
    $form = Fx::pickup(['payment_type' => PaymentType::CardOnline]);
    $placed = app(Orders::class)->place($form, (string) Str::uuid(), null, 'en');

    expect($placed)->toBeInstanceOf(PlacedOrderRecord::class)
        ->and($placed->created)->toBeTrue()
        ->and($placed->order->paymentType)->toBe(PaymentType::CardOnline)
        ->and($placed->redirectUrl)->toStartWith('http://localhost/en/checkout/sandbox-payment?ref=')
        ->and(PlacedOrderRecord::fromArray($placed->toArray())->toArray())->toBe($placed->toArray());

    $service = Mockery::mock(Orders::class);
    $service->shouldReceive('find')->once()->andReturn($placed->order);
    app()->instance(Orders::class, $service);

    expect(app(LocalShopApi::class)->order($placed->order->token))->toBe($placed->order);
});

it('masks an order for whoever holds only its link and keeps it whole for its customer', function () {
    [$customer, $token] = Fx::customerWithBonuses(0);
    $placed = app(Orders::class)->place(Fx::delivery(['comment' => 'Ring twice', 'phone' => $customer->phone]), (string) Str::uuid(), $token, 'en');

    $whole = app(Orders::class)->find($placed->order->token, $token, 'en');
    $masked = app(Orders::class)->find($placed->order->token, null, 'en');

    expect($whole)->toBeInstanceOf(OrderRecord::class)
        ->and($whole->comment)->toBe('Ring twice')
        ->and($whole->address)->not->toBeNull()
        ->and($masked->comment)->toBeNull()
        ->and($masked->address)->toBeNull()
        ->and($masked->phone)->toBe(OrderRecord::maskedPhone($whole->phone))
        ->and(array_diff_key($masked->toArray(), array_flip(['name', 'phone', 'address', 'comment'])))
        ->toBe(array_diff_key($whole->toArray(), array_flip(['name', 'phone', 'address', 'comment'])));
});
