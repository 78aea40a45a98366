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
use Tests\Feature\Payments\PaymentFixtures;
use Tests\Support\ReportBudget;

// The viva driver's payment-order calls against Http::fake with Viva's documented answers: retrieve a payment order
// (StateId), find its transactions by order code, cancel it; and the unpaid-order expiry on top of them.

const VIVA_PO_CODE = '1272214778972604';
const VIVA_PO_TRANSACTION = 'c90d4902-6245-449f-b2b0-51d99cd09cfe';

beforeEach(function () {
    PaymentFixtures::vivaDemo([
        'shop.payments.viva.merchant_id' => '1c204c59-9890-499c-bf5d-31e80dcdbdfd',
        'shop.payments.viva.api_key' => 'api-key-1',
        'shop.ordering.unpaid_ttl_minutes' => 20,
    ]);
});

it('reads the payment order\'s StateId with the merchant\'s Basic auth', function (int $stateId, PaymentOrderState $state) {
    Http::fake(['demo.vivapayments.com/api/orders/'.VIVA_PO_CODE => Http::response(PaymentFixtures::vivaPaymentOrder($stateId))]);

    expect(app(VivaGateway::class)->paymentOrderStatus(VIVA_PO_CODE)->state)->toBe($state);
    Http::assertSent(fn (Request $r) => $r->method() === 'GET' && $r->url() === 'https://demo.vivapayments.com/api/orders/'.VIVA_PO_CODE && PaymentFixtures::sentWithMerchantAuth($r));
})->with([
    'pending' => [0, PaymentOrderState::Pending],
    'expired' => [1, PaymentOrderState::Expired],
    'cancelled' => [2, PaymentOrderState::Cancelled],
]);

it('finds the finished transaction of a paid payment order by its order code', function () {
    Http::fake([
        'demo.vivapayments.com/api/orders/'.VIVA_PO_CODE => Http::response(PaymentFixtures::vivaPaymentOrder(3)),
        'demo.vivapayments.com/api/transactions*' => Http::response(PaymentFixtures::vivaTransactionsOf('F')),
    ]);

    $status = app(VivaGateway::class)->paymentOrderStatus(VIVA_PO_CODE);

    expect($status->state)->toBe(PaymentOrderState::Paid)->and($status->transactionId)->toBe(VIVA_PO_TRANSACTION);
    Http::assertSent(fn (Request $r) => $r->url() === 'https://demo.vivapayments.com/api/transactions?ordercode='.VIVA_PO_CODE && PaymentFixtures::sentWithMerchantAuth($r));
});

it('names no transaction while the search shows none finished', function () {
    Http::fake([
        'demo.vivapayments.com/api/orders/'.VIVA_PO_CODE => Http::response(PaymentFixtures::vivaPaymentOrder(3)),
        'demo.vivapayments.com/api/transactions*' => Http::response(PaymentFixtures::vivaTransactionsOf('E')),
    ]);

    expect(app(VivaGateway::class)->paymentOrderStatus(VIVA_PO_CODE)->transactionId)->toBeNull();
});

it('cancels a payment order with DELETE and the merchant\'s Basic auth', function () {
    Http::fake(['demo.vivapayments.com/api/orders/'.VIVA_PO_CODE => Http::response(PaymentFixtures::vivaCancelled())]);

    app(VivaGateway::class)->cancelPaymentOrder(VIVA_PO_CODE);

    Http::assertSent(fn (Request $r) => $r->method() === 'DELETE' && $r->url() === 'https://demo.vivapayments.com/api/orders/'.VIVA_PO_CODE && PaymentFixtures::sentWithMerchantAuth($r));
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
        'GET' => Http::response(PaymentFixtures::vivaPaymentOrder(0)),
        'DELETE' => Http::response(PaymentFixtures::vivaCancelled()),
    });
    $order = PaymentFixtures::overdueVivaOrder();

    $this->artisan('shop:expire-unpaid-orders')->assertSuccessful()->run();

    expect($order->refresh()->status)->toBe(OrderStatus::Cancelled)
        ->and($order->cancellation_reason)->toBe('payment_timeout')
        ->and($order->latestPayment->status)->toBe(Payment::CANCELLED);
    Http::assertSent(fn (Request $r) => $r->method() === 'DELETE');
});

it('marks paid an overdue order Viva was paid for, after retrieving the paying transaction', function () {
    Http::fake([
        'demo-accounts.vivapayments.com/connect/token' => Http::response(['access_token' => 'token-1', 'expires_in' => 3600]),
        'demo-api.vivapayments.com/checkout/v2/transactions/'.VIVA_PO_TRANSACTION => Http::response(PaymentFixtures::vivaPaidTransaction()),
        'demo.vivapayments.com/api/orders/'.VIVA_PO_CODE => Http::response(PaymentFixtures::vivaPaymentOrder(3)),
        'demo.vivapayments.com/api/transactions*' => Http::response(PaymentFixtures::vivaTransactionsOf('F')),
    ]);
    $order = PaymentFixtures::overdueVivaOrder();

    $this->artisan('shop:expire-unpaid-orders')->assertSuccessful()->run();

    expect($order->refresh()->status)->toBe(OrderStatus::New)
        ->and($order->payment_status)->toBe(PaymentStatus::Paid)
        ->and($order->latestPayment->transaction_id)->toBe(VIVA_PO_TRANSACTION);
    Http::assertNotSent(fn (Request $r) => $r->method() === 'DELETE');
});

it('keeps an overdue order, and its slot, while Viva says paid but shows no transaction that pays', function () {
    // A paid payment order without its transaction is a real failure: reported once.
    ReportBudget::expect(1, 1);
    Http::fake([
        'demo.vivapayments.com/api/orders/'.VIVA_PO_CODE => Http::response(PaymentFixtures::vivaPaymentOrder(3)),
        'demo.vivapayments.com/api/transactions*' => Http::response(PaymentFixtures::vivaTransactionsOf('A')),
    ]);
    $order = PaymentFixtures::overdueVivaOrder();

    $this->artisan('shop:expire-unpaid-orders')->assertSuccessful()->run();

    expect($order->refresh()->status)->toBe(OrderStatus::New)->and($order->payment_status)->toBe(PaymentStatus::Pending);
});

it('keeps an overdue order for the next run while Viva does not answer', function () {
    // Viva not answering is a real failure: reported once.
    ReportBudget::expect(1, 1);
    Http::fake(['demo.vivapayments.com/*' => Http::response('Service Unavailable', 503)]);
    $order = PaymentFixtures::overdueVivaOrder();

    $this->artisan('shop:expire-unpaid-orders')->assertSuccessful()->run();

    expect($order->refresh()->status)->toBe(OrderStatus::New)
        ->and($order->payment_status)->toBe(PaymentStatus::Pending)
        ->and($order->latestPayment->status)->toBe(Payment::PENDING);
});

it('cancels an overdue order whose payment order already expired at Viva without asking to cancel it', function () {
    Http::fake(['demo.vivapayments.com/api/orders/'.VIVA_PO_CODE => Http::response(PaymentFixtures::vivaPaymentOrder(1))]);
    $order = PaymentFixtures::overdueVivaOrder();

    $this->artisan('shop:expire-unpaid-orders')->assertSuccessful()->run();

    expect($order->refresh()->status)->toBe(OrderStatus::Cancelled);
    Http::assertNotSent(fn (Request $r) => $r->method() === 'DELETE');
});
