<?php

use App\Models\Customer;
use App\Models\Order;
use App\Models\Payment;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Ordering\PaymentStatus;
use Illuminate\Support\Facades\Http;

// Viva's webhook: the GET verification handshake, and events 1796/1798 applied by re-fetching the transaction.

const WEBHOOK_ORDER_CODE = '2271655739472609';
const WEBHOOK_TRANSACTION = '8b4f3a52-33f5-4f1d-a6bd-2a8f1c5c0e11';

beforeEach(function () {
    config([
        'shop.payments.driver' => 'viva',
        'shop.payments.viva.client_id' => 'client',
        'shop.payments.viva.client_secret' => 'secret',
        'shop.payments.viva.webhook_key' => 'CB0567F3B4FCFC5141F72F7A5352004529941706',
    ]);
    Http::preventStrayRequests();
});

/** A Viva webhook body as documented (only the fields the shop reads are meaningful). */
function vivaEvent(int $eventTypeId, string $orderCode = WEBHOOK_ORDER_CODE, string $statusId = 'F', string $transactionId = WEBHOOK_TRANSACTION): array
{
    return [
        'Url' => 'https://sunrise.example/api/payments/viva/webhook',
        'EventData' => [
            'Moto' => false, 'Email' => 'customer@example.com', 'Phone' => '380501234567', 'BankId' => 'NET_VISA',
            'Amount' => 718.00, 'OrderCode' => (int) $orderCode, 'StatusId' => $statusId, 'FullName' => 'Олена',
            'TransactionId' => $transactionId, 'CurrencyCode' => '980', 'MerchantTrns' => 'SR-10004',
            'InsDate' => '2026-06-10T12:03:10.32',
        ],
        'Created' => '2026-06-10T09:03:12.5Z',
        'CorrelationId' => 'c1b4a2f0b7e14c4f',
        'EventTypeId' => $eventTypeId,
        'Delay' => null,
        'MessageId' => '3a7c0a8e-9e5b-4e42-8f2b-1c0c5d9e7f61',
        'RecipientId' => 'bdf4c6b3-c26d-4046-b5df-5c443ec39d09',
        'MessageTypeId' => 512,
    ];
}

/** Viva answers the transaction with this status (the source of truth, whatever the event said). */
function vivaSays(string $statusId, float $amount = 718.00, string $transactionId = WEBHOOK_TRANSACTION): void
{
    Http::fake([
        'demo-accounts.vivapayments.com/connect/token' => Http::response(['access_token' => 'token', 'expires_in' => 3600, 'token_type' => 'Bearer']),
        'demo-api.vivapayments.com/checkout/v2/transactions/'.$transactionId => Http::response([
            'amount' => $amount, 'orderCode' => (int) WEBHOOK_ORDER_CODE, 'statusId' => $statusId, 'currencyCode' => '980', 'merchantTrns' => 'SR-10004',
        ]),
    ]);
}

function webhookOrder(?Customer $customer = null): Order
{
    $order = Order::factory()->cardOnline()->create(['total' => 71800, 'payment_status' => PaymentStatus::Pending, 'customer_id' => $customer?->id]);
    $order->payments()->create(['driver' => 'viva', 'order_code' => WEBHOOK_ORDER_CODE, 'amount' => 71800, 'currency_code' => 980, 'status' => Payment::PENDING, 'redirect_url' => 'https://demo.vivapayments.com/web/checkout?ref='.WEBHOOK_ORDER_CODE]);

    return $order;
}

it('answers Viva\'s verification GET with the configured key', function () {
    $this->getJson('/api/payments/viva/webhook')->assertOk()->assertExactJson(['Key' => 'CB0567F3B4FCFC5141F72F7A5352004529941706']);
});

it('marks the order paid on event 1796 once Viva confirms the transaction', function () {
    vivaSays('F');
    $order = webhookOrder();

    $this->postJson('/api/payments/viva/webhook', vivaEvent(1796))->assertOk();

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Paid);
    Http::assertSent(fn ($r) => str_ends_with($r->url(), '/checkout/v2/transactions/'.WEBHOOK_TRANSACTION));
});

it('changes nothing when event 1796 is replayed', function () {
    vivaSays('F');
    $customer = Customer::query()->create(['phone' => '380671230000']);
    $order = webhookOrder($customer);

    $this->postJson('/api/payments/viva/webhook', vivaEvent(1796))->assertOk();
    $this->postJson('/api/payments/viva/webhook', vivaEvent(1796))->assertOk();

    expect($order->paymentHistory()->pluck('to')->all())->toBe(['paid'])
        ->and(app(Bonuses::class)->balance($customer))->toBe(3590);
});

it('marks the payment failed on event 1798 once Viva confirms the failure', function () {
    vivaSays('E');
    $order = webhookOrder();

    $this->postJson('/api/payments/viva/webhook', vivaEvent(1798, statusId: 'E'))->assertOk();

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Failed);
});

it('does not take a 1796 event\'s word when Viva reports the transaction failed', function () {
    vivaSays('E');
    $order = webhookOrder();

    $this->postJson('/api/payments/viva/webhook', vivaEvent(1796))->assertOk();

    expect($order->refresh()->payment_status)->not->toBe(PaymentStatus::Paid);
});

it('lets a late 1796 pay an order whose earlier attempt failed', function () {
    $order = webhookOrder();
    vivaSays('E');
    $this->postJson('/api/payments/viva/webhook', vivaEvent(1798, statusId: 'E'))->assertOk();
    $retry = 'd3a1c6e2-7f0b-4c55-9a1e-5b7e2f4c8a90';
    vivaSays('F', transactionId: $retry);

    $this->postJson('/api/payments/viva/webhook', vivaEvent(1796, transactionId: $retry))->assertOk();

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and($order->paymentHistory()->pluck('to')->all())->toBe(['failed', 'paid']);
});

it('is a no-op for an order that is not ours (Viva is asked as for any event, so timing tells nothing)', function () {
    vivaSays('F');

    $this->postJson('/api/payments/viva/webhook', vivaEvent(1796, '9999999999999999'))->assertOk();

    Http::assertSent(fn ($request) => str_ends_with($request->url(), '/checkout/v2/transactions/'.WEBHOOK_TRANSACTION));
    expect(Order::query()->count())->toBe(0);
});

it('acknowledges other event types without acting on them', function () {
    Http::fake();
    $order = webhookOrder();

    $this->postJson('/api/payments/viva/webhook', vivaEvent(1797))->assertOk();

    Http::assertNothingSent();
    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Pending);
});

it('answers 422 to a body that is not a Viva payment event', function (array $body) {
    $this->postJson('/api/payments/viva/webhook', $body)->assertUnprocessable();
})->with([
    'empty' => [[]],
    'no transaction' => [['EventTypeId' => 1796, 'EventData' => ['OrderCode' => 2271655739472609]]],
    'a transaction that is not a UUID' => [['EventTypeId' => 1796, 'EventData' => ['OrderCode' => 2271655739472609, 'TransactionId' => '../../etc']]],
]);
