<?php

use App\Models\OrderTypeOption;
use App\Models\PaymentTypeOption;
use App\Shop\Ordering\PaymentType;
use App\ShopApi\Data\DictionaryItem;
use Illuminate\Support\Facades\DB;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Support\SeededShop;

// The storefront's checkout rules know the order and payment types only through the ShopApi port; the shop's own
// API validates against the shop's dictionaries.

beforeEach(function () {
    seedShop();
    $this->travelTo(Fx::noon());
});

it('refuses on the storefront an order type the port does not offer, though the database has it', function () {
    Fx::pickupCashPort();
    expect(OrderTypeOption::query()->where('code', 'delivery')->where('active', true)->exists())->toBeTrue();

    $this->postJson('/en/checkout/quote', Fx::delivery(['items' => Fx::items(2)]))
        ->assertUnprocessable()->assertJsonValidationErrors(['order_type']);
});

it('refuses on the storefront a payment type the port does not offer, though the database has it', function () {
    Fx::pickupCashPort();

    $this->postJson('/en/checkout/quote', Fx::pickup(['items' => Fx::items(2), 'payment_type' => PaymentType::CardOnline->value]))
        ->assertUnprocessable()->assertJsonValidationErrors(['payment_type'])->assertJsonMissingValidationErrors(['order_type']);
});

it('takes on the storefront the types the port offers, asking the database nothing about them', function () {
    Fx::pickupCashPort();
    OrderTypeOption::query()->update(['active' => false]);
    PaymentTypeOption::query()->update(['active' => false]);
    $asked = [];
    DB::listen(function ($query) use (&$asked) {
        if (preg_match('/\b(order_types|payment_types)\b/', $query->sql) === 1) {
            $asked[] = $query->sql;
        }
    });

    $request = \App\Http\Requests\CheckoutQuoteRequest::create('/en/checkout/quote', 'POST', Fx::pickup(['items' => Fx::items(2), 'payment_type' => 'cash']));
    $request->setContainer(app())->setRedirector(app('redirect'));
    $request->validateResolved();

    expect($request->validated('order_type'))->toBe('pickup')
        ->and($request->validated('payment_type'))->toBe('cash')
        ->and($asked)->toBe([]);
});

it('validates the shop API\'s forms against the shop\'s own dictionaries, not the port', function () {
    Fx::pickupCashPort();

    $this->postJson('/api/checkout/quote', Fx::delivery(['items' => Fx::items(2)]), ['Accept-Language' => 'en'])
        ->assertOk();
    PaymentTypeOption::query()->where('code', 'cash')->update(['active' => false]);
    $this->postJson('/api/checkout/quote', Fx::delivery(['items' => Fx::items(2)]), ['Accept-Language' => 'en'])
        ->assertUnprocessable()->assertJsonValidationErrors(['payment_type']);
});

it('refuses on the storefront the times of an order type the port does not offer', function () {
    Fx::pickupCashPort();

    $this->getJson('/en/checkout/slots?order_type=delivery&region_id='.Fx::region()->id)
        ->assertUnprocessable()->assertJsonValidationErrors(['order_type']);
    $this->getJson('/en/checkout/slots?order_type=pickup&restaurant_id='.Fx::restaurant()->id)->assertOk();
});

it('switches on the storefront only to an offline payment type the port offers', function () {
    SeededShop::partialShopApi()->shouldReceive('paymentTypes')->andReturn([new DictionaryItem(1, PaymentType::CardOnline->value, 'Card', true), new DictionaryItem(2, 'cash', 'Cash')]);

    foreach (['card-courier', PaymentType::CardOnline->value, 'cheque'] as $refused) {
        $this->postJson('/en/checkout/pay-offline', ['payment_type' => $refused])->assertUnprocessable()->assertJsonValidationErrors(['payment_type']);
    }
    // Valid, then no order to switch (no order_id cookie).
    $this->postJson('/en/checkout/pay-offline', ['payment_type' => 'cash'])->assertNotFound();
});

it('validates the shop API\'s times and offline payment against the shop\'s own dictionaries, not the port', function () {
    Fx::pickupCashPort();

    $this->getJson('/api/checkout/slots?order_type=delivery&region_id='.Fx::region()->id)->assertOk();
    $this->postJson('/api/orders/NO-SUCH-ORDER/payment-type', ['payment_type' => 'card-courier'])->assertNotFound();
    $this->postJson('/api/orders/NO-SUCH-ORDER/payment-type', ['payment_type' => PaymentType::CardOnline->value])
        ->assertUnprocessable()->assertJsonValidationErrors(['payment_type']);

    OrderTypeOption::query()->where('code', 'delivery')->update(['active' => false]);
    PaymentTypeOption::query()->where('code', 'card-courier')->update(['active' => false]);
    $this->getJson('/api/checkout/slots?order_type=delivery&region_id='.Fx::region()->id)
        ->assertUnprocessable()->assertJsonValidationErrors(['order_type']);
    $this->postJson('/api/orders/NO-SUCH-ORDER/payment-type', ['payment_type' => 'card-courier'])
        ->assertUnprocessable()->assertJsonValidationErrors(['payment_type']);
});
