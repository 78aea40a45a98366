<?php

use App\Models\Order;
use App\Models\Payment;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Payments\PaymentGatewayException;
use App\Shop\Payments\Payments;
use App\Shop\Payments\Transaction;
use App\Shop\Payments\VivaGateway;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Http;
use Tests\Feature\Payments\PaymentFixtures;
use Tests\Support\ReportBudget;

// The viva driver against Http::fake with Viva's documented payloads (Smart Checkout: token, payment order, retrieve).

const ORDER_CODE = '1272214778972604';
const TRANSACTION = 'c90d4902-6245-449f-b2b0-51d99cd09cfe';

beforeEach(function () {
    PaymentFixtures::vivaDemo();
});

it('creates a payment order with the client-credentials token and the documented fields', function () {
    Http::fake([
        'demo-accounts.vivapayments.com/connect/token' => Http::response(PaymentFixtures::vivaToken()),
        'demo-api.vivapayments.com/checkout/v2/orders' => Http::response(['orderCode' => (int) ORDER_CODE]),
    ]);

    $paymentOrder = app(VivaGateway::class)->createPaymentOrder(PaymentFixtures::paymentRequest());

    expect($paymentOrder->orderCode)->toBe(ORDER_CODE)
        ->and($paymentOrder->redirectUrl)->toBe('https://demo.vivapayments.com/web/checkout?ref='.ORDER_CODE);
    Http::assertSent(fn (Request $r) => $r->url() === 'https://demo-accounts.vivapayments.com/connect/token'
        && $r->method() === 'POST'
        && $r->body() === 'grant_type=client_credentials'
        && $r->header('Authorization')[0] === 'Basic '.base64_encode(config('shop.payments.viva.client_id').':secret-1'));
    Http::assertSent(fn (Request $r) => $r->url() === 'https://demo-api.vivapayments.com/checkout/v2/orders'
        && $r->header('Authorization')[0] === 'Bearer token-1'
        && $r['amount'] === 71800
        && $r['merchantTrns'] === 'SR-10042'
        && $r['customerTrns'] === 'Sunrise · SR-10042'
        && $r['sourceCode'] === '4929'
        && $r['currencyCode'] === 980
        && $r['customer'] === ['fullName' => 'Олена Коваль', 'phone' => '380501234567', 'countryCode' => 'UA', 'requestLang' => 'uk-UA']);
});

it('reuses the token until shortly before it expires', function () {
    Http::fake([
        'demo-accounts.vivapayments.com/connect/token' => Http::sequence()->push(PaymentFixtures::vivaToken('token-1'))->push(PaymentFixtures::vivaToken('token-2')),
        'demo-api.vivapayments.com/checkout/v2/orders' => Http::response(['orderCode' => (int) ORDER_CODE]),
    ]);
    // The array store expires the token by Carbon's clock, which travel() moves (a Redis key expires in real time).
    $gateway = app()->makeWith(VivaGateway::class, ['cache' => Cache::store('array')]);

    $gateway->createPaymentOrder(PaymentFixtures::paymentRequest());
    $this->travel(3600 - 61)->seconds();
    $gateway->createPaymentOrder(PaymentFixtures::paymentRequest());
    $this->travel(2)->seconds();
    $gateway->createPaymentOrder(PaymentFixtures::paymentRequest());

    $tokens = collect(Http::recorded())->map(fn ($pair) => $pair[0])->filter(fn (Request $r) => str_contains($r->url(), '/checkout/v2/orders'))
        ->map(fn (Request $r) => $r->header('Authorization')[0])->values()->all();
    expect($tokens)->toBe(['Bearer token-1', 'Bearer token-1', 'Bearer token-2']);
});

it('asks for a new token once when Viva refuses the cached one', function () {
    Http::fake([
        'demo-accounts.vivapayments.com/connect/token' => Http::sequence()->push(PaymentFixtures::vivaToken('stale'))->push(PaymentFixtures::vivaToken('fresh')),
        'demo-api.vivapayments.com/checkout/v2/orders' => Http::sequence()->push([], 401)->push(['orderCode' => (int) ORDER_CODE]),
    ]);

    expect(app(VivaGateway::class)->createPaymentOrder(PaymentFixtures::paymentRequest())->orderCode)->toBe(ORDER_CODE);
});

it('uses the live endpoints in the live environment', function () {
    config(['shop.payments.viva.environment' => 'live']);
    Http::fake([
        'accounts.vivapayments.com/connect/token' => Http::response(PaymentFixtures::vivaToken()),
        'api.vivapayments.com/checkout/v2/orders' => Http::response(['orderCode' => (int) ORDER_CODE]),
    ]);

    expect(app(VivaGateway::class)->createPaymentOrder(PaymentFixtures::paymentRequest())->redirectUrl)->toBe('https://www.vivapayments.com/web/checkout?ref='.ORDER_CODE);
    Http::assertSent(fn (Request $r) => $r->url() === 'https://api.vivapayments.com/checkout/v2/orders');
});

it('talks to the base URLs of VIVA_BASE_URL when it is set (a staging copy, the chaos run\'s fake provider)', function () {
    config(['shop.payments.viva.urls' => [
        'accounts' => 'http://127.0.0.1:18080/viva/accounts/', 'api' => 'http://127.0.0.1:18080/viva/api',
        'checkout' => 'http://127.0.0.1:18080/viva/checkout', 'merchant' => 'http://127.0.0.1:18080/viva/merchant',
    ]]);
    Http::fake([
        '127.0.0.1:18080/viva/accounts/connect/token' => Http::response(PaymentFixtures::vivaToken()),
        '127.0.0.1:18080/viva/api/checkout/v2/orders' => Http::response(['orderCode' => (int) ORDER_CODE]),
    ]);

    expect(app(VivaGateway::class)->createPaymentOrder(PaymentFixtures::paymentRequest())->redirectUrl)
        ->toBe('http://127.0.0.1:18080/viva/checkout/web/checkout?ref='.ORDER_CODE);
    Http::assertSent(fn (Request $r) => $r->url() === 'http://127.0.0.1:18080/viva/accounts/connect/token');
    Http::assertSent(fn (Request $r) => $r->url() === 'http://127.0.0.1:18080/viva/api/checkout/v2/orders');
});

it('fails clearly when Viva does not create the payment order', function () {
    Http::fake([
        'demo-accounts.vivapayments.com/connect/token' => Http::response(PaymentFixtures::vivaToken()),
        'demo-api.vivapayments.com/checkout/v2/orders' => Http::response(['message' => 'Invalid source'], 400),
    ]);

    expect(fn () => app(VivaGateway::class)->createPaymentOrder(PaymentFixtures::paymentRequest()))->toThrow(PaymentGatewayException::class);
});

it('fails clearly when Viva refuses the client credentials', function () {
    Http::fake(['demo-accounts.vivapayments.com/connect/token' => Http::response(['error' => 'invalid_client'], 400)]);

    expect(fn () => app(VivaGateway::class)->createPaymentOrder(PaymentFixtures::paymentRequest()))->toThrow(PaymentGatewayException::class, 'client credentials');
});

it('reads a retrieved transaction with its amount in minor units', function () {
    Http::fake([
        'demo-accounts.vivapayments.com/connect/token' => Http::response(PaymentFixtures::vivaToken()),
        'demo-api.vivapayments.com/checkout/v2/transactions/'.TRANSACTION => Http::response(PaymentFixtures::vivaTransaction(['amount' => 12.5])),
    ]);

    expect(app(VivaGateway::class)->retrieveTransaction(TRANSACTION))
        ->toEqual(new Transaction(TRANSACTION, 'F', ORDER_CODE, 1250, 980));
});

it('answers no transaction for an id Viva does not know', function () {
    Http::fake([
        'demo-accounts.vivapayments.com/connect/token' => Http::response(PaymentFixtures::vivaToken()),
        'demo-api.vivapayments.com/*' => Http::response(['message' => 'Not found'], 404),
    ]);

    expect(app(VivaGateway::class)->retrieveTransaction(TRANSACTION))->toBeNull();
});

it('marks the order paid only for a finished transaction of its order code, amount and currency', function (array $transaction, PaymentStatus $expected) {
    Http::fake([
        'demo-accounts.vivapayments.com/connect/token' => Http::response(PaymentFixtures::vivaToken()),
        'demo-api.vivapayments.com/checkout/v2/transactions/*' => Http::response(PaymentFixtures::vivaTransaction($transaction)),
    ]);
    $order = PaymentFixtures::pendingVivaOrder();

    app(Payments::class)->confirm(TRANSACTION, ORDER_CODE);

    expect($order->refresh()->payment_status)->toBe($expected);
})->with([
    'statusId F, all matching' => [[], PaymentStatus::Paid],
    'statusId F as a string order code' => [['orderCode' => ORDER_CODE], PaymentStatus::Paid],
    'statusId E (error)' => [['statusId' => 'E'], PaymentStatus::Failed],
    'statusId A (in progress)' => [['statusId' => 'A'], PaymentStatus::Pending],
    'a smaller amount' => [['amount' => 7.18], PaymentStatus::Pending],
    'a larger amount' => [['amount' => 718.01], PaymentStatus::Pending],
    'another currency (EUR)' => [['currencyCode' => '978'], PaymentStatus::Pending],
    'another order code' => [['orderCode' => 1272214778970000], PaymentStatus::Pending],
]);

it('records the transaction on the payment once it is paid', function () {
    Http::fake([
        'demo-accounts.vivapayments.com/connect/token' => Http::response(PaymentFixtures::vivaToken()),
        'demo-api.vivapayments.com/checkout/v2/transactions/*' => Http::response(PaymentFixtures::vivaTransaction()),
    ]);
    $order = PaymentFixtures::pendingVivaOrder();

    app(Payments::class)->confirm(TRANSACTION, ORDER_CODE);

    expect($order->latestPayment->only(['status', 'transaction_id', 'status_id']))->toBe(['status' => 'paid', 'transaction_id' => TRANSACTION, 'status_id' => 'F'])
        ->and($order->paymentHistory()->pluck('to')->all())->toBe(['paid']);
});

it('asks Viva about the transaction whatever the order code: an unknown code costs what a foreign transaction does', function () {
    Http::fake([
        'demo-accounts.vivapayments.com/connect/token' => Http::response(PaymentFixtures::vivaToken()),
        'demo-api.vivapayments.com/checkout/v2/transactions/*' => Http::response(PaymentFixtures::vivaTransaction(['orderCode' => 1111111111111111])),
    ]);
    $order = PaymentFixtures::pendingVivaOrder();
    app(VivaGateway::class)->retrieveTransaction(TRANSACTION); // the token is cached before the two calls compared
    $work = function (string $orderCode): array {
        $queries = 0;
        DB::listen(function () use (&$queries) {
            $queries++;
        });
        $before = count(Http::recorded());
        $answer = app(Payments::class)->confirm(TRANSACTION, $orderCode);

        return [$answer, count(Http::recorded()) - $before, $queries];
    };

    [$unknownAnswer, $unknownCalls, $unknownQueries] = $work('9999999999999999');
    [$knownAnswer, $knownCalls, $knownQueries] = $work(ORDER_CODE);

    expect([$unknownAnswer, $knownAnswer])->toBe([null, null])
        ->and($unknownCalls)->toBe(1)->and($knownCalls)->toBe(1)
        ->and($unknownQueries)->toBe($knownQueries)
        ->and($order->refresh()->payment_status)->toBe(PaymentStatus::Pending);
    Http::assertSent(fn (Request $request) => $request->url() === 'https://demo-api.vivapayments.com/checkout/v2/transactions/'.TRANSACTION);
});

it('places a card order that stays payable when Viva is down', function () {
    // Viva down is a real failure: reported once.
    ReportBudget::expect(1, 1);
    seedShop();
    $this->travelTo(\Tests\Feature\Checkout\CheckoutFixtures::noon());
    Http::fake(['*' => Http::response('', 503)]);

    $response = $this->postJson('/api/orders', \Tests\Feature\Checkout\CheckoutFixtures::pickup(), ['Idempotency-Key' => 'viva-down-0001'])->assertCreated();

    expect($response->json('data.redirect_url'))->toBeNull()
        ->and($response->json('data.order.payment_status'))->toBe('unpaid')
        ->and($response->json('data.order.payable'))->toBeTrue();
});
