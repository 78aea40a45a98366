<?php

use App\Shop\Payments\SandboxGateway;
use App\Shop\Payments\Transaction;
use Tests\Feature\Payments\PaymentFixtures;

// The embedded gateway: payment orders and transactions in this database, answered the way Viva answers.

it('creates a payment order with a 16-digit code and its hosted page in the order\'s language', function () {
    $uk = PaymentFixtures::sandboxOrder();
    $en = PaymentFixtures::sandboxOrder('en');

    expect($uk->orderCode)->toMatch('/^\d{16}$/')
        ->and($uk->redirectUrl)->toBe('http://localhost/checkout/sandbox-payment?ref='.$uk->orderCode)
        ->and($en->redirectUrl)->toBe('http://localhost/en/checkout/sandbox-payment?ref='.$en->orderCode);
});

it('answers a transaction like Viva\'s retrieve: amount in units, currency code as text', function () {
    $sandbox = app(SandboxGateway::class);
    $paymentOrder = $sandbox->paymentOrder(PaymentFixtures::sandboxOrder()->orderCode);
    parse_str(parse_url($sandbox->complete($paymentOrder, pay: true), PHP_URL_QUERY), $query);

    expect($sandbox->transactionPayload($query['t']))->toMatchArray([
        'amount' => 718.5, 'orderCode' => (int) $paymentOrder['order_code'], 'statusId' => 'F', 'currencyCode' => '980', 'merchantTrns' => 'SR-10042',
    ])->and($sandbox->retrieveTransaction($query['t']))->toEqual(new Transaction($query['t'], 'F', $paymentOrder['order_code'], 71850, 980));
});

it('sends Pay back to the success landing with Viva\'s parameters', function () {
    $sandbox = app(SandboxGateway::class);
    $url = $sandbox->complete($sandbox->paymentOrder($code = PaymentFixtures::sandboxOrder()->orderCode), pay: true);
    parse_str(parse_url($url, PHP_URL_QUERY), $query);

    expect($url)->toStartWith('http://localhost/api/success-viva-redirect-url?')
        ->and($query['t'])->toMatch('/^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/')
        ->and($query)->toMatchArray(['s' => $code, 'lang' => 'uk-UA', 'eventId' => '0', 'eci' => '1']);
});

it('sends Decline back to the failure landing with a decline event and an error transaction', function () {
    $sandbox = app(SandboxGateway::class);
    $url = $sandbox->complete($sandbox->paymentOrder(PaymentFixtures::sandboxOrder('en')->orderCode), pay: false);
    parse_str(parse_url($url, PHP_URL_QUERY), $query);

    expect($url)->toStartWith('http://localhost/api/fail-viva-redirect-url?')
        ->and($query)->toMatchArray(['lang' => 'en-US', 'eventId' => (string) SandboxGateway::DECLINE_EVENT_ID])
        ->and($sandbox->retrieveTransaction($query['t'])->statusId)->toBe('E');
});

it('knows no transaction it did not record', function () {
    expect(app(SandboxGateway::class)->retrieveTransaction('6d0d0e6a-8f4a-4c8b-9a5e-3f1c2b7d9e10'))->toBeNull();
});

it('shows its hosted page with the payment order', function () {
    seedShop();
    $this->withoutVite();
    $code = PaymentFixtures::sandboxOrder()->orderCode;

    $this->get('/checkout/sandbox-payment?ref='.$code)->assertOk()->assertInertia(fn ($page) => $page
        ->component('checkout/sandbox-payment')
        ->where('payment', ['ref' => $code, 'amount' => 71850, 'merchant_trns' => 'SR-10042', 'customer_trns' => 'Sunrise · SR-10042', 'full_name' => 'Олена', 'paid' => false, 'cancelled' => false])
        ->etc());
});

it('has no hosted page for an unknown or malformed payment order, nor with the viva driver', function (string $query) {
    seedShop();

    $this->get('/checkout/sandbox-payment'.$query)->assertNotFound();
})->with(['?ref=1234567890123456', '?ref=abc', '']);

it('has no hosted page when payments go to Viva', function () {
    seedShop();
    $code = PaymentFixtures::sandboxOrder()->orderCode;
    config(['shop.payments.driver' => 'viva']);

    $this->get('/checkout/sandbox-payment?ref='.$code)->assertNotFound();
});
