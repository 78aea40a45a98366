<?php

use App\Models\Order;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Ordering\PaymentStatus;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Payments\PaymentFixtures;

// The payment landings with the sandbox driver: verified through the gateway, in the order's language;
// forged and replayed redirects change nothing.

beforeEach(function () {
    seedShop();
    Fx::quietNoon();
    $this->withoutVite();
});

it('marks a paid order paid and lands on the success page with the order_id cookie', function () {
    $order = PaymentFixtures::cardOrder();

    $response = PaymentFixtures::land(PaymentFixtures::pressOnSandbox($order, 'pay'))->assertRedirect('http://localhost/checkout/payment-success');

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and(PaymentFixtures::orderIdCookie($response))->toBe($order->token);
});

it('lands in the order\'s language whichever landing URL the provider used', function () {
    $order = PaymentFixtures::cardOrder('en');

    PaymentFixtures::land(PaymentFixtures::pressOnSandbox($order, 'pay'))->assertRedirect('http://localhost/en/checkout/payment-success');
});

it('marks a declined payment failed and lands on the failure page', function () {
    $order = PaymentFixtures::cardOrder();

    PaymentFixtures::land(PaymentFixtures::pressOnSandbox($order, 'decline'))->assertRedirect('http://localhost/checkout/payment-failure');

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Failed);
});

it('changes nothing when a success redirect is replayed', function () {
    [$customer, $token] = Fx::customerWithBonuses(0);
    $order = PaymentFixtures::cardOrder(headers: ['Authorization' => "Bearer $token"]);
    $url = PaymentFixtures::pressOnSandbox($order, 'pay');

    PaymentFixtures::land($url)->assertRedirect('http://localhost/checkout/payment-success');
    PaymentFixtures::land($url)->assertRedirect('http://localhost/checkout/payment-success');

    expect($order->paymentHistory()->pluck('to')->all())->toBe(['unpaid', 'pending', 'paid'])
        ->and(app(Bonuses::class)->balance($customer))->toBe(3290);
});

it('changes nothing for a forged redirect to an order code that is not ours', function () {
    $response = $this->get('/api/success-viva-redirect-url?t=6d0d0e6a-8f4a-4c8b-9a5e-3f1c2b7d9e10&s=7021234567891234&lang=uk-UA&eventId=0&eci=1')
        ->assertRedirect('http://localhost/checkout/payment-success');

    expect(PaymentFixtures::orderIdCookie($response))->toBeNull();
});

it('changes nothing for a forged redirect pairing an order with another order\'s paid transaction', function () {
    $paid = PaymentFixtures::cardOrder();
    parse_str(parse_url(PaymentFixtures::pressOnSandbox($paid, 'pay'), PHP_URL_QUERY), $query);
    $victim = PaymentFixtures::cardOrder();

    $response = $this->get('/en/api/success-viva-redirect-url?'.http_build_query(['t' => $query['t'], 's' => $victim->latestPayment->order_code]))
        ->assertRedirect('http://localhost/en/checkout/payment-success');

    expect($victim->refresh()->payment_status)->toBe(PaymentStatus::Pending)
        ->and(PaymentFixtures::orderIdCookie($response))->toBeNull();
});

it('does not take a success redirect\'s word for a declined transaction', function () {
    $order = PaymentFixtures::cardOrder();
    $declined = PaymentFixtures::pressOnSandbox($order, 'decline');

    PaymentFixtures::land(str_replace('/fail-viva-redirect-url', '/success-viva-redirect-url', $declined))->assertRedirect('http://localhost/checkout/payment-failure');

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Failed);
});

it('pays again after a declined payment', function () {
    $order = PaymentFixtures::cardOrder();
    PaymentFixtures::land(PaymentFixtures::pressOnSandbox($order, 'decline'));

    $url = $this->withCredentials()->withUnencryptedCookie('order_id', $order->token)->postJson('/checkout/pay-again')->assertOk()->json('data.redirect_url');
    $order->refresh();
    PaymentFixtures::land(PaymentFixtures::pressOnSandbox($order, 'pay'))->assertRedirect('http://localhost/checkout/payment-success');

    expect($url)->toBe($order->latestPayment->redirect_url)
        ->and($order->payments()->count())->toBe(2)
        ->and($order->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and($order->paymentHistory()->pluck('to')->all())->toBe(['unpaid', 'pending', 'failed', 'pending', 'paid']);
});

it('switches a declined order to cash', function () {
    $order = PaymentFixtures::cardOrder();
    PaymentFixtures::land(PaymentFixtures::pressOnSandbox($order, 'decline'));

    $this->withCredentials()->withUnencryptedCookie('order_id', $order->token)->postJson('/checkout/pay-offline', ['payment_type' => 'cash', 'change_from' => 100000])
        ->assertOk()
        ->assertJsonPath('data.order.payment_type', 'cash')
        ->assertJsonPath('data.order.payment_status', 'unpaid')
        ->assertJsonPath('data.redirect_url', '/checkout/success');

    expect($order->refresh()->change_from)->toBe(100000);
});

it('refuses to pay again an order that is already paid', function () {
    $order = PaymentFixtures::cardOrder();
    PaymentFixtures::land(PaymentFixtures::pressOnSandbox($order, 'pay'));

    $this->withCredentials()->withUnencryptedCookie('order_id', $order->token)->postJson('/checkout/pay-again')
        ->assertUnprocessable()
        ->assertJsonValidationErrors(['payment_type']);
    expect($order->payments()->count())->toBe(1);
});

it('shows the paid order on the success page', function () {
    $order = PaymentFixtures::cardOrder();
    PaymentFixtures::land(PaymentFixtures::pressOnSandbox($order, 'pay'));

    $this->withUnencryptedCookie('order_id', $order->token)->get('/checkout/payment-success')
        ->assertOk()
        ->assertInertia(fn ($page) => $page->component('checkout/payment-success')
            ->where('order.number', $order->number)
            ->where('order.payment_status', 'paid')
            ->where('order.total', 65800)
            ->missing('order.token')
            ->etc());
});

it('answers the landings only for a provider redirect', function (string $query) {
    $this->get('/api/success-viva-redirect-url'.$query)->assertNotFound();
    $this->get('/en/api/fail-viva-redirect-url'.$query)->assertNotFound();
})->with(['', '?t=not-a-uuid&s=7021234567891234', '?t=6d0d0e6a-8f4a-4c8b-9a5e-3f1c2b7d9e10', '?s=7021234567891234']);
