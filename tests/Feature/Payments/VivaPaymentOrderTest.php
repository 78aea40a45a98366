<?php

use App\Models\Order;
use App\Models\Payment;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Payments\PaymentGatewayException;
use App\Shop\Payments\PaymentOrderState;
use App\Shop\Payments\VivaGateway;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;

// The viva driver's payment-order calls against Http::fake with Viva's documented answers: retrieve a payment order
// (StateId), find its transactions by order code, cancel it; and the unpaid-order expiry on top of them.

const VIVA_PO_CODE = '1272214778972604';
const VIVA_PO_TRANSACTION = 'c90d4902-6245-449f-b2b0-51d99cd09cfe';

beforeEach(function () {
    config([
        'shop.payments.driver' => 'viva',
        'shop.payments.viva.environment' => 'demo',
        'shop.payments.viva.client_id' => 'gbjus7dgse0sq2tut807ra3uqo03tmoclvyczicahra42.apps.vivapayments.com',
        'shop.payments.viva.client_secret' => 'secret-1',
        'shop.payments.viva.source_code' => '4929',
        'shop.payments.viva.merchant_id' => '1c204c59-9890-499c-bf5d-31e80dcdbdfd',
        'shop.payments.viva.api_key' => 'api-key-1',
        'shop.ordering.unpaid_ttl_minutes' => 20,
    ]);
    Http::preventStrayRequests();
});

/** Viva's "Retrieve order" answer (GET /api/orders/{orderCode}). */
function vivaPaymentOrder(int $stateId): array
{
    return [
        'OrderCode' => (int) VIVA_PO_CODE, 'SourceCode' => '4929', 'Tags' => [], 'TipAmount' => 0.0, 'RequestLang' => 'uk-UA',
        'MerchantTrns' => 'SR-10042', 'CustomerTrns' => 'Sunrise · SR-10042', 'MaxInstallments' => 0, 'RequestAmount' => 718.00,
        'ExpirationDate' => '2026-07-10T12:00:00', 'StateId' => $stateId,
    ];
}

/** Viva's answer to GET /api/transactions?ordercode=… with one transaction of that status. */
function vivaTransactionsOf(string $statusId): array
{
    return [
        'Transactions' => [[
            'Email' => null, 'Amount' => 718.00, 'OrderCode' => (int) VIVA_PO_CODE, 'StatusId' => $statusId, 'FullName' => 'Олена',
            'InsDate' => '2026-06-10T12:03:10.32+03:00', 'CardNumber' => '523929XXXXXX0168', 'CurrencyCode' => '980',
            'CustomerTrns' => 'Sunrise · SR-10042', 'MerchantTrns' => 'SR-10042', 'TransactionId' => VIVA_PO_TRANSACTION,
            'Order' => ['OrderCode' => (int) VIVA_PO_CODE, 'RequestLang' => 'uk-UA'],
        ]],
        'ErrorCode' => 0, 'ErrorText' => null, 'TimeStamp' => '2026-06-10T12:21:00.00+03:00', 'CorrelationId' => null, 'EventId' => 0, 'Success' => true,
    ];
}

/** Viva's answer to DELETE /api/orders/{orderCode}. */
function vivaCancelled(): array
{
    return ['OrderCode' => (int) VIVA_PO_CODE, 'ErrorCode' => 0, 'ErrorText' => null, 'TimeStamp' => '2026-06-10T12:21:00.00+03:00', 'CorrelationId' => null, 'EventId' => 0, 'Success' => true];
}

/** Viva's "Retrieve transaction" (v2) answer for the paying transaction. */
function vivaPaidTransaction(): array
{
    return [
        'email' => null, 'amount' => 718.00, 'orderCode' => (int) VIVA_PO_CODE, 'statusId' => 'F', 'fullName' => 'Олена',
        'insDate' => '2026-06-10T12:03:10.32+03:00', 'cardNumber' => '523929XXXXXX0168', 'currencyCode' => '980',
        'customerTrns' => 'Sunrise · SR-10042', 'merchantTrns' => 'SR-10042', 'transactionTypeId' => 5, 'recurringSupport' => false,
        'totalInstallments' => 0, 'cardCountryCode' => 'UA', 'cardIssuingBank' => null, 'currentInstallment' => 0, 'cardTypeId' => 1,
    ];
}

/** A card order of 718 ₴ placed 25 minutes ago, waiting at Viva's payment order VIVA_PO_CODE. */
function overdueVivaOrder(): Order
{
    $order = Order::factory()->cardOnline()->create(['total' => 71800, 'payment_status' => PaymentStatus::Pending, 'created_at' => now()->subMinutes(25)]);
    $order->payments()->create(['driver' => 'viva', 'order_code' => VIVA_PO_CODE, 'amount' => 71800, 'currency_code' => 980, 'status' => Payment::PENDING, 'redirect_url' => 'https://demo.vivapayments.com/web/checkout?ref='.VIVA_PO_CODE]);

    return $order;
}

function sentWithMerchantAuth(Request $request): bool
{
    return $request->header('Authorization') === ['Basic '.base64_encode('1c204c59-9890-499c-bf5d-31e80dcdbdfd:api-key-1')];
}

it('reads the payment order\'s StateId with the merchant\'s Basic auth', function (int $stateId, PaymentOrderState $state) {
    Http::fake(['demo.vivapayments.com/api/orders/'.VIVA_PO_CODE => Http::response(vivaPaymentOrder($stateId))]);

    expect(app(VivaGateway::class)->paymentOrderStatus(VIVA_PO_CODE)->state)->toBe($state);
    Http::assertSent(fn (Request $r) => $r->method() === 'GET' && $r->url() === 'https://demo.vivapayments.com/api/orders/'.VIVA_PO_CODE && sentWithMerchantAuth($r));
})->with([
    'pending' => [0, PaymentOrderState::Pending],
    'expired' => [1, PaymentOrderState::Expired],
    'cancelled' => [2, PaymentOrderState::Cancelled],
]);

it('finds the finished transaction of a paid payment order by its order code', function () {
    Http::fake([
        'demo.vivapayments.com/api/orders/'.VIVA_PO_CODE => Http::response(vivaPaymentOrder(3)),
        'demo.vivapayments.com/api/transactions*' => Http::response(vivaTransactionsOf('F')),
    ]);

    $status = app(VivaGateway::class)->paymentOrderStatus(VIVA_PO_CODE);

    expect($status->state)->toBe(PaymentOrderState::Paid)->and($status->transactionId)->toBe(VIVA_PO_TRANSACTION);
    Http::assertSent(fn (Request $r) => $r->url() === 'https://demo.vivapayments.com/api/transactions?ordercode='.VIVA_PO_CODE && sentWithMerchantAuth($r));
});

it('names no transaction while the search shows none finished', function () {
    Http::fake([
        'demo.vivapayments.com/api/orders/'.VIVA_PO_CODE => Http::response(vivaPaymentOrder(3)),
        'demo.vivapayments.com/api/transactions*' => Http::response(vivaTransactionsOf('E')),
    ]);

    expect(app(VivaGateway::class)->paymentOrderStatus(VIVA_PO_CODE)->transactionId)->toBeNull();
});

it('cancels a payment order with DELETE and the merchant\'s Basic auth', function () {
    Http::fake(['demo.vivapayments.com/api/orders/'.VIVA_PO_CODE => Http::response(vivaCancelled())]);

    app(VivaGateway::class)->cancelPaymentOrder(VIVA_PO_CODE);

    Http::assertSent(fn (Request $r) => $r->method() === 'DELETE' && $r->url() === 'https://demo.vivapayments.com/api/orders/'.VIVA_PO_CODE && sentWithMerchantAuth($r));
});

it('treats a refused or unanswered payment-order call as a gateway failure', function (mixed $answer) {
    Http::fake(['demo.vivapayments.com/*' => $answer]);

    expect(fn () => app(VivaGateway::class)->cancelPaymentOrder(VIVA_PO_CODE))->toThrow(PaymentGatewayException::class)
        ->and(fn () => app(VivaGateway::class)->paymentOrderStatus(VIVA_PO_CODE))->toThrow(PaymentGatewayException::class);
})->with([
    'a refusal' => fn () => Http::response(['ErrorCode' => 403, 'ErrorText' => 'The order is paid', 'Success' => false], 400),
    'an error in a 200' => fn () => Http::response(['ErrorCode' => 1, 'ErrorText' => 'x', 'Success' => false]),
    'a server error' => fn () => Http::response('oops', 500),
    'an unknown state' => fn () => Http::response(['StateId' => 9]),
]);

it('asks Viva nothing without the merchant ID and API key', function () {
    config(['shop.payments.viva.merchant_id' => null]);
    Http::fake();

    expect(fn () => app(VivaGateway::class)->paymentOrderStatus(VIVA_PO_CODE))->toThrow(PaymentGatewayException::class, 'VIVA_MERCHANT_ID');
    Http::assertNothingSent();
});

it('cancels an overdue order after cancelling its payment order at Viva', function () {
    Http::fake(fn (Request $r) => match ($r->method()) {
        'GET' => Http::response(vivaPaymentOrder(0)),
        'DELETE' => Http::response(vivaCancelled()),
    });
    $order = overdueVivaOrder();

    $this->artisan('shop:expire-unpaid-orders')->assertSuccessful()->run();

    expect($order->refresh()->status)->toBe(OrderStatus::Cancelled)
        ->and($order->cancellation_reason)->toBe('payment_timeout')
        ->and($order->latestPayment->status)->toBe(Payment::CANCELLED);
    Http::assertSent(fn (Request $r) => $r->method() === 'DELETE');
});

it('marks paid an overdue order Viva was paid for, after retrieving the paying transaction', function () {
    Http::fake([
        'demo-accounts.vivapayments.com/connect/token' => Http::response(['access_token' => 'token-1', 'expires_in' => 3600]),
        'demo-api.vivapayments.com/checkout/v2/transactions/'.VIVA_PO_TRANSACTION => Http::response(vivaPaidTransaction()),
        'demo.vivapayments.com/api/orders/'.VIVA_PO_CODE => Http::response(vivaPaymentOrder(3)),
        'demo.vivapayments.com/api/transactions*' => Http::response(vivaTransactionsOf('F')),
    ]);
    $order = overdueVivaOrder();

    $this->artisan('shop:expire-unpaid-orders')->assertSuccessful()->run();

    expect($order->refresh()->status)->toBe(OrderStatus::New)
        ->and($order->payment_status)->toBe(PaymentStatus::Paid)
        ->and($order->latestPayment->transaction_id)->toBe(VIVA_PO_TRANSACTION);
    Http::assertNotSent(fn (Request $r) => $r->method() === 'DELETE');
});

it('keeps an overdue order, and its slot, while Viva says paid but shows no transaction that pays', function () {
    Http::fake([
        'demo.vivapayments.com/api/orders/'.VIVA_PO_CODE => Http::response(vivaPaymentOrder(3)),
        'demo.vivapayments.com/api/transactions*' => Http::response(vivaTransactionsOf('A')),
    ]);
    $order = overdueVivaOrder();

    $this->artisan('shop:expire-unpaid-orders')->assertSuccessful()->run();

    expect($order->refresh()->status)->toBe(OrderStatus::New)->and($order->payment_status)->toBe(PaymentStatus::Pending);
});

it('keeps an overdue order for the next run while Viva does not answer', function () {
    Http::fake(['demo.vivapayments.com/*' => Http::response('Service Unavailable', 503)]);
    $order = overdueVivaOrder();

    $this->artisan('shop:expire-unpaid-orders')->assertSuccessful()->run();

    expect($order->refresh()->status)->toBe(OrderStatus::New)
        ->and($order->payment_status)->toBe(PaymentStatus::Pending)
        ->and($order->latestPayment->status)->toBe(Payment::PENDING);
});

it('cancels an overdue order whose payment order already expired at Viva without asking to cancel it', function () {
    Http::fake(['demo.vivapayments.com/api/orders/'.VIVA_PO_CODE => Http::response(vivaPaymentOrder(1))]);
    $order = overdueVivaOrder();

    $this->artisan('shop:expire-unpaid-orders')->assertSuccessful()->run();

    expect($order->refresh()->status)->toBe(OrderStatus::Cancelled);
    Http::assertNotSent(fn (Request $r) => $r->method() === 'DELETE');
});
