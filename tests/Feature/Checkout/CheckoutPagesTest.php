<?php

use App\Models\Order;
use App\Shop\Ordering\PaymentType;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;

// The storefront's checkout: the page, its JSON routes over the ShopApi port, and the pages after it.

beforeEach(function () {
    seedShop();
    Mail::fake();
    $this->withoutVite();
    $this->travelTo(Fx::noon());
});

it('shows the checkout form with the dictionaries and limits it needs', function (string $path, string $locale) {
    $this->get($path)->assertOk()->assertInertia(fn (Assert $page) => $page
        ->component('checkout/index')
        ->where('locale', $locale)
        ->has('regions', 6)
        ->has('restaurants', 3)
        ->where('orderTypes.0.code', 'delivery')
        ->where('paymentTypes.0.code', PaymentType::CardOnline->value)
        ->where('limits.max_persons', 20)
        ->where('limits.max_quantity', 99)
        ->where('limits.bonus_share_percent', 30)
        ->where('limits.timezone', 'Europe/Kyiv')
        ->etc());
})->with([['/checkout', 'uk'], ['/en/checkout', 'en']]);

it('quotes the form through the storefront in the page\'s language', function () {
    Fx::checkoutPost('/en/checkout/quote', Fx::delivery(['items' => Fx::items(1)]))
        ->assertOk()
        ->assertJsonPath('data.total', 38900)
        ->assertJsonPath('data.problems.items.0', 'The minimum order for this area is UAH 400: add UAH 71 more.');
});

it('lists the kitchen\'s times through the storefront', function () {
    $this->getJson('/checkout/slots?order_type=pickup&restaurant_id='.Fx::restaurant()->id)
        ->assertOk()
        ->assertJsonPath('data.asap.available', true)
        ->assertJsonPath('data.days.0.slots.0.time', '13:00');
});

it('places a cash order, remembers it in the order_id cookie and sends the browser to the order-placed page', function () {
    $response = Fx::checkoutPost('/checkout', Fx::delivery(), ['Idempotency-Key' => (string) Str::uuid()])->assertOk();
    $order = Order::query()->latest('id')->firstOrFail();

    $response->assertJsonPath('data.redirect_url', '/checkout/success')
        ->assertJsonPath('data.order.number', $order->number)
        ->assertJsonMissingPath('data.order.token')
        ->assertCookie('order_id', $order->token, encrypted: false);
});

it('sends the browser of a card order to the payment page', function () {
    Fx::checkoutPost('/en/checkout', Fx::pickup(), ['Idempotency-Key' => (string) Str::uuid()])
        ->assertOk()
        ->assertJsonPath('data.redirect_url', fn (string $url) => str_starts_with($url, 'http://localhost/en/checkout/sandbox-payment?ref='));
});

it('answers the storefront\'s 422 with messages on the fields, in the page\'s language', function () {
    Fx::checkoutPost('/checkout', Fx::delivery(['items' => Fx::items(1), 'phone' => '12']), ['Idempotency-Key' => (string) Str::uuid()])
        ->assertUnprocessable()
        ->assertJsonValidationErrors(['phone' => 'Введіть номер телефону з 10–15 цифр разом із кодом країни (або з 0 на початку).']);
});

it('answers the shop\'s own refusals on the fields too', function () {
    Fx::checkoutPost('/checkout', Fx::delivery(['items' => Fx::items(1)]), ['Idempotency-Key' => (string) Str::uuid()])
        ->assertUnprocessable()
        ->assertJsonValidationErrors(['items']);

    expect(Order::query()->count())->toBe(3);
});

it('makes one order of a double submit through the storefront', function () {
    $key = (string) Str::uuid();

    $first = Fx::checkoutPost('/checkout', Fx::delivery(), ['Idempotency-Key' => $key])->assertOk()->json('data.order.number');
    $second = Fx::checkoutPost('/checkout', Fx::delivery(), ['Idempotency-Key' => $key])->assertOk()->json('data.order.number');

    expect($second)->toBe($first)->and(Order::query()->count())->toBe(4);
});

it('shows the placed order on the order-placed page', function () {
    Fx::checkoutPost('/checkout', Fx::delivery(), ['Idempotency-Key' => (string) Str::uuid()]);
    $order = Order::query()->latest('id')->firstOrFail();

    $this->withUnencryptedCookie('order_id', $order->token)->get('/en/checkout/success')
        ->assertOk()
        ->assertInertia(fn (Assert $page) => $page->component('checkout/success')
            ->where('order.number', $order->number)
            ->where('order.eta_at', '2026-06-10T12:45:00+03:00')
            ->where('order.totals.2', ['code' => 'total', 'amount' => 71800])
            ->where('order.status', 'new')
            ->where('order.lines.0.name', 'Philadelphia Classic')
            ->etc());
});

it('shows no order to a cookie holding another order\'s number instead of its token', function () {
    $this->withUnencryptedCookie('order_id', Order::query()->value('number'))->get('/checkout/success')
        ->assertOk()
        ->assertInertia(fn (Assert $page) => $page->where('order', null)->etc());
});

it('answers 401 and forgets the cookie when the customer\'s token is no longer valid', function () {
    $this->travelBack(); // cookies expire by the real clock
    $this->withCredentials()->withUnencryptedCookie('auth_token', '1|abcdefghijklmnopqrstuvwxyz0123456789')
        ->postJson('/checkout/quote', Fx::delivery())
        ->assertUnauthorized()
        ->assertCookieExpired('auth_token');
});

it('needs the order_id cookie to pay again or offline', function (string $path) {
    Fx::checkoutPost($path, ['payment_type' => 'cash'])->assertNotFound();
})->with(['/checkout/pay-again', '/checkout/pay-offline']);
