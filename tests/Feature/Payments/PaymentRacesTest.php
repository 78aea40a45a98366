<?php

use App\Models\Order;
use App\Models\Payment;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\Orders;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use App\Shop\Payments\SandboxGateway;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Mail;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Payments\PaymentFixtures;
use Tests\Support\ReportBudget;

// "Pay again" and "switch to cash" against a payment that moves at the same moment: the order's row is locked and
// read again, the provider is asked about the open payment order first, and only one payment order is ever open.

beforeEach(function () {
    seedShop();
    Mail::fake();
    $this->travelTo(Fx::noon());
    config(['shop.payments.driver' => 'sandbox', 'shop.ordering.unpaid_ttl_minutes' => 20]);
});

it('refuses the switch to cash when the order is paid between the read and the switch, and changes nothing', function () {
    $order = PaymentFixtures::racingCardOrder();
    PaymentFixtures::meanwhileAt('cancelPaymentOrder', fn () => PaymentFixtures::confirmedPaidNow($order));

    PaymentFixtures::switchToCash($order)->assertUnprocessable()->assertJsonPath('errors.payment_type.0', 'This order is already paid.');

    $order->refresh();
    expect($order->payment_type)->toBe(PaymentType::CardOnline)
        ->and($order->change_from)->toBeNull()
        ->and($order->payment_status)->toBe(PaymentStatus::Paid)
        ->and($order->paymentHistory()->pluck('to')->all())->toBe(['unpaid', 'pending', 'paid']);
});

it('refuses the switch to cash when the customer pays on the provider\'s page while it asks, and keeps the payment', function () {
    $order = PaymentFixtures::racingCardOrder();
    PaymentFixtures::meanwhileAt('paymentOrderStatus', fn () => PaymentFixtures::paidAtProvider($order->latestPayment));

    PaymentFixtures::switchToCash($order, '')->assertUnprocessable()->assertJsonPath('errors.payment_type.0', 'Це замовлення вже оплачено.');

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and($order->payment_type)->toBe(PaymentType::CardOnline)
        ->and($order->latestPayment->status)->toBe(Payment::PAID);
});

it('closes the open card payment with the provider when the order switches to cash', function () {
    $order = PaymentFixtures::racingCardOrder();
    $code = $order->latestPayment->order_code;

    PaymentFixtures::switchToCash($order)->assertOk()->assertJsonPath('data.order.payment_type', 'cash');

    expect($order->latestPayment->refresh()->status)->toBe(Payment::CANCELLED)
        ->and(app(SandboxGateway::class)->paymentOrder($code)['cancelled'])->toBeTrue();
    // The old payment page can no longer charge the card: the courier is the only one to collect.
    $this->post('/checkout/sandbox-payment', ['ref' => $code, 'decision' => 'pay'])->assertRedirect();
    expect(DB::table('sandbox_transactions')->where('order_code', $code)->count())->toBe(0)
        ->and($order->refresh()->payment_status)->toBe(PaymentStatus::Unpaid);
});

it('refuses the switch to cash while a new payment order is opened at the same moment', function () {
    $order = PaymentFixtures::racingCardOrder();
    PaymentFixtures::meanwhileAt('cancelPaymentOrder', fn () => app(Orders::class)->pay($order->token, null, 'en'));

    PaymentFixtures::switchToCash($order)->assertUnprocessable()->assertJsonPath('errors.payment_type.0', 'A card payment was just opened for this order. Finish it, or try again in a minute.');

    expect($order->refresh()->payment_type)->toBe(PaymentType::CardOnline)
        ->and($order->payments()->where('status', Payment::PENDING)->count())->toBe(1);
});

it('marks the order paid instead of opening a second payment when the first was paid at the provider', function () {
    $order = PaymentFixtures::racingCardOrder();
    PaymentFixtures::paidAtProvider($order->latestPayment);
    $gateway = $this->partialMock(SandboxGateway::class);

    PaymentFixtures::payAgain($order)->assertUnprocessable()->assertJsonPath('errors.payment_type.0', 'This order is already paid.');

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and($order->payments()->count())->toBe(1);
    $gateway->shouldNotHaveReceived('createPaymentOrder');
});

it('cancels the pending payment order with the provider before it opens a second one', function () {
    $order = PaymentFixtures::racingCardOrder();
    $first = $order->latestPayment;

    $url = PaymentFixtures::payAgain($order)->assertOk()->json('data.redirect_url');

    $second = $order->refresh()->latestPayment;
    expect($second->id)->not->toBe($first->id)
        ->and($url)->toBe($second->redirect_url)
        ->and($first->refresh()->status)->toBe(Payment::CANCELLED)
        ->and(app(SandboxGateway::class)->paymentOrder($first->order_code)['cancelled'])->toBeTrue()
        ->and($order->payments()->where('status', Payment::PENDING)->pluck('id')->all())->toBe([$second->id]);
});

it('opens no second payment order while the provider cannot say what became of the first', function () {
    // Viva not answering, asked by two requests: one report each.
    ReportBudget::expect(2, 2);
    config(['shop.payments.driver' => 'viva', 'shop.payments.viva.merchant_id' => 'merchant-1', 'shop.payments.viva.api_key' => 'key-1']);
    Http::preventStrayRequests();
    Http::fake(['demo.vivapayments.com/api/orders/*' => Http::response(['message' => 'unavailable'], 503)]);
    $order = Order::factory()->cardOnline()->create(['payment_status' => PaymentStatus::Pending]);
    $order->payments()->create(['driver' => 'viva', 'order_code' => '1272214778972604', 'amount' => $order->total, 'currency_code' => 980, 'status' => Payment::PENDING, 'redirect_url' => 'https://demo.vivapayments.com/web/checkout?ref=1272214778972604']);

    $this->postJson("/api/orders/{$order->token}/payment")->assertStatus(502);
    $this->postJson("/api/orders/{$order->token}/payment-type", ['payment_type' => 'cash'])->assertStatus(502);

    expect($order->payments()->count())->toBe(1)
        ->and($order->refresh()->payment_type)->toBe(PaymentType::CardOnline)
        ->and($order->payment_status)->toBe(PaymentStatus::Pending);
    Http::assertNotSent(fn ($request) => str_contains($request->url(), '/checkout/v2/orders'));
});

it('answers one payment page to two pay-agains at once and cancels the extra payment order', function () {
    $order = PaymentFixtures::racingCardOrder();
    $other = null;
    PaymentFixtures::meanwhileAt('createPaymentOrder', function () use ($order, &$other) {
        $other = app(Orders::class)->pay($order->token, null, 'en')['redirect_url'];
    });

    $url = PaymentFixtures::payAgain($order)->assertOk()->json('data.redirect_url');

    $pending = $order->payments()->where('status', Payment::PENDING)->get();
    $extra = DB::table('sandbox_payment_orders')->whereNotIn('order_code', $order->payments()->pluck('order_code'))->get();
    expect($url)->toBe($other)
        ->and($pending)->toHaveCount(1)
        ->and($pending->first()->redirect_url)->toBe($url)
        ->and($extra)->toHaveCount(1)
        ->and($extra->first()->cancelled_at)->not->toBeNull();
});

it('refuses a payment opened for an order cancelled meanwhile and cancels its payment order', function () {
    $order = PaymentFixtures::racingCardOrder();
    PaymentFixtures::meanwhileAt('createPaymentOrder', fn () => app(OrderLifecycle::class)->changeStatus(Order::query()->findOrFail($order->id), OrderStatus::Cancelled));

    PaymentFixtures::payAgain($order)->assertUnprocessable()->assertJsonPath('errors.payment_type.0', 'This order can no longer be paid.');

    $codes = $order->payments()->pluck('order_code');
    expect($order->payments()->where('status', Payment::PENDING)->count())->toBe(0)
        ->and(DB::table('sandbox_payment_orders')->whereNotIn('order_code', $codes)->whereNull('cancelled_at')->count())->toBe(0);
});
