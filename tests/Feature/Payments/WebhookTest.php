<?php

use App\Models\Customer;
use App\Models\Order;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Ordering\PaymentStatus;
use Illuminate\Support\Facades\Http;
use Tests\Feature\Payments\PaymentFixtures;

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

it('answers Viva\'s verification GET with the configured key', function () {
    $this->getJson('/api/payments/viva/webhook')->assertOk()->assertExactJson(['Key' => 'CB0567F3B4FCFC5141F72F7A5352004529941706']);
});

it('marks the order paid on event 1796 once Viva confirms the transaction', function () {
    PaymentFixtures::vivaSays('F');
    $order = PaymentFixtures::webhookOrder();

    $this->postJson('/api/payments/viva/webhook', PaymentFixtures::vivaEvent(1796))->assertOk();

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Paid);
    Http::assertSent(fn ($r) => str_ends_with($r->url(), '/checkout/v2/transactions/'.WEBHOOK_TRANSACTION));
});

it('changes nothing when event 1796 is replayed', function () {
    PaymentFixtures::vivaSays('F');
    $customer = Customer::query()->create(['phone' => '380671230000']);
    $order = PaymentFixtures::webhookOrder($customer);

    $this->postJson('/api/payments/viva/webhook', PaymentFixtures::vivaEvent(1796))->assertOk();
    $this->postJson('/api/payments/viva/webhook', PaymentFixtures::vivaEvent(1796))->assertOk();

    expect($order->paymentHistory()->pluck('to')->all())->toBe(['paid'])
        ->and(app(Bonuses::class)->balance($customer))->toBe(3590);
});

it('marks the payment failed on event 1798 once Viva confirms the failure', function () {
    PaymentFixtures::vivaSays('E');
    $order = PaymentFixtures::webhookOrder();

    $this->postJson('/api/payments/viva/webhook', PaymentFixtures::vivaEvent(1798, statusId: 'E'))->assertOk();

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Failed);
});

it('does not take a 1796 event\'s word when Viva reports the transaction failed', function () {
    PaymentFixtures::vivaSays('E');
    $order = PaymentFixtures::webhookOrder();

    $this->postJson('/api/payments/viva/webhook', PaymentFixtures::vivaEvent(1796))->assertOk();

    expect($order->refresh()->payment_status)->not->toBe(PaymentStatus::Paid);
});

it('lets a late 1796 pay an order whose earlier attempt failed', function () {
    $order = PaymentFixtures::webhookOrder();
    PaymentFixtures::vivaSays('E');
    $this->postJson('/api/payments/viva/webhook', PaymentFixtures::vivaEvent(1798, statusId: 'E'))->assertOk();
    $retry = 'd3a1c6e2-7f0b-4c55-9a1e-5b7e2f4c8a90';
    PaymentFixtures::vivaSays('F', transactionId: $retry);

    $this->postJson('/api/payments/viva/webhook', PaymentFixtures::vivaEvent(1796, transactionId: $retry))->assertOk();

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and($order->paymentHistory()->pluck('to')->all())->toBe(['failed', 'paid']);
});

it('is a no-op for an order that is not ours (Viva is asked as for any event, so timing tells nothing)', function () {
    PaymentFixtures::vivaSays('F');

    $this->postJson('/api/payments/viva/webhook', PaymentFixtures::vivaEvent(1796, '9999999999999999'))->assertOk();

    Http::assertSent(fn ($request) => str_ends_with($request->url(), '/checkout/v2/transactions/'.WEBHOOK_TRANSACTION));
    expect(Order::query()->count())->toBe(0);
});

it('acknowledges other event types without acting on them', function () {
    Http::fake();
    $order = PaymentFixtures::webhookOrder();

    $this->postJson('/api/payments/viva/webhook', PaymentFixtures::vivaEvent(1797))->assertOk();

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
