<?php

use App\Models\Order;
use App\Models\Payment;
use App\Models\PromoCode;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use App\Shop\Ordering\Slots;
use App\Shop\Payments\SandboxGateway;
use Carbon\CarbonImmutable;
use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;

// Card orders left unpaid for SHOP_UNPAID_TTL minutes are cancelled by the scheduler: the slot, the bonuses and the
// promo use come back, the provider is asked first, and the customer's page says why.

const EXPIRY_SLOT = '2026-06-10T15:00:00+03:00';

beforeEach(function () {
    seedShop();
    Mail::fake();
    $this->withoutVite();
    $this->travelTo(Fx::noon());
    config(['shop.ordering.unpaid_ttl_minutes' => 20, 'shop.payments.driver' => 'sandbox']);
});

it('cancels a card order left unpaid for the TTL and frees its slot', function () {
    config(['shop.ordering.slots.capacity' => 1]);
    $order = Fx::unpaidCardOrder(['slot' => EXPIRY_SLOT]);
    $slotFull = fn () => app(Slots::class)->isFull(Fx::restaurant(), CarbonImmutable::parse(EXPIRY_SLOT));
    expect($slotFull())->toBeTrue();

    Fx::expireAt(20);

    $order->refresh();
    expect($order->status)->toBe(OrderStatus::Cancelled)
        ->and($order->cancellation_reason)->toBe('payment_timeout')
        ->and($order->payment_status)->toBe(PaymentStatus::Unpaid)
        ->and($order->statusHistory()->pluck('to')->all())->toBe(['new', 'cancelled'])
        ->and($order->paymentHistory()->pluck('to')->all())->toBe(['unpaid', 'pending', 'unpaid'])
        ->and($slotFull())->toBeFalse();
});

it('keeps a card order placed less than the TTL ago', function () {
    $order = Fx::unpaidCardOrder();

    Fx::expireAt(19);

    expect($order->refresh()->status)->toBe(OrderStatus::New)
        ->and($order->payment_status)->toBe(PaymentStatus::Pending)
        ->and($order->latestPayment->status)->toBe(Payment::PENDING);
});

it('reads the TTL from SHOP_UNPAID_TTL', function () {
    config(['shop.ordering.unpaid_ttl_minutes' => 45]);
    $order = Fx::unpaidCardOrder();

    Fx::expireAt(30);
    expect($order->refresh()->status)->toBe(OrderStatus::New);

    Fx::expireAt(45);
    expect($order->refresh()->status)->toBe(OrderStatus::Cancelled);
});

it('leaves alone cash orders, paid orders and orders the kitchen accepted', function () {
    $cash = Fx::unpaidCardOrder(['payment_type' => 'cash']);
    $paid = Order::factory()->cardOnline()->create(['payment_status' => PaymentStatus::Paid]);
    $accepted = Order::factory()->cardOnline()->create(['status' => OrderStatus::Accepted, 'payment_status' => PaymentStatus::Failed]);

    Fx::expireAt(60);

    expect([$cash->refresh()->status, $paid->refresh()->status, $accepted->refresh()->status])
        ->toBe([OrderStatus::New, OrderStatus::New, OrderStatus::Accepted]);
});

it('gives the spent bonuses and the promo code use back', function () {
    PromoCode::factory()->create(['code' => 'SPRING', 'usage_limit' => 1]);
    [$customer, $token] = Fx::customerWithBonuses(5000);
    $order = Fx::unpaidCardOrder(['promo_code' => 'SPRING', 'bonuses' => 5000], $token);
    expect(app(Bonuses::class)->balance($customer))->toBe(0)
        ->and(PromoCode::query()->where('code', 'SPRING')->value('used_count'))->toBe(1);

    Fx::expireAt(20);

    expect($order->refresh()->status)->toBe(OrderStatus::Cancelled)
        ->and(app(Bonuses::class)->balance($customer))->toBe(5000)
        ->and(PromoCode::query()->where('code', 'SPRING')->value('used_count'))->toBe(0);
    // The code can be used again right away.
    test()->postJson('/api/orders', Fx::pickup(['promo_code' => 'SPRING']), ['Idempotency-Key' => (string) Str::uuid()])->assertCreated();
});

it('cancels the payment order with the provider, so the hosted page takes no payment afterwards', function () {
    $order = Fx::unpaidCardOrder();
    $code = $order->latestPayment->order_code;

    Fx::expireAt(20);

    expect($order->latestPayment->refresh()->status)->toBe(Payment::CANCELLED)
        ->and(app(SandboxGateway::class)->paymentOrder($code)['cancelled'])->toBeTrue();
    $this->post('/checkout/sandbox-payment', ['ref' => $code, 'decision' => 'pay'])->assertRedirect();
    expect(DB::table('sandbox_transactions')->where('order_code', $code)->exists())->toBeFalse();
});

it('marks paid, not cancelled, an order the provider was paid for while no redirect came back', function () {
    $order = Fx::unpaidCardOrder();
    $sandbox = app(SandboxGateway::class);
    $sandbox->complete($sandbox->paymentOrder($order->latestPayment->order_code), pay: true);
    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Pending);

    Fx::expireAt(20);

    $order->refresh();
    expect($order->status)->toBe(OrderStatus::New)
        ->and($order->payment_status)->toBe(PaymentStatus::Paid)
        ->and($order->cancellation_reason)->toBeNull()
        ->and($order->latestPayment->status)->toBe(Payment::PAID);
});

it('changes nothing when it runs again', function () {
    [$customer, $token] = Fx::customerWithBonuses(3000);
    Fx::unpaidCardOrder(['bonuses' => 3000], $token);
    Fx::unpaidCardOrder(['phone' => '0671234599'], ip: '203.0.113.9');

    Fx::expireAt(20);
    $after = Fx::expiryState();
    Fx::expireAt(21);
    Fx::expireAt(90);

    expect(Fx::expiryState())->toBe($after)
        ->and(Order::query()->where('cancellation_reason', 'payment_timeout')->count())->toBe(2)
        ->and(app(Bonuses::class)->balance($customer))->toBe(3000);
});

it('cancels an order whose card payment failed and one whose payment never opened', function () {
    $declined = Fx::unpaidCardOrder();
    $sandbox = app(SandboxGateway::class);
    $landing = $sandbox->complete($sandbox->paymentOrder($declined->latestPayment->order_code), pay: false);
    $this->get(str_replace('http://localhost', '', $landing));
    expect($declined->refresh()->payment_status)->toBe(PaymentStatus::Failed);
    $neverOpened = Order::factory()->cardOnline()->create(['restaurant_id' => Fx::restaurant()->id]);

    Fx::expireAt(20);

    expect([$declined->refresh()->status, $neverOpened->refresh()->status])->toBe([OrderStatus::Cancelled, OrderStatus::Cancelled])
        ->and($declined->paymentHistory()->pluck('to')->all())->toBe(['unpaid', 'pending', 'failed', 'unpaid']);
});

it('says why on the order\'s pages and in the API, in both languages', function (string $prefix, string $language) {
    $order = Fx::unpaidCardOrder();
    Fx::expireAt(20);

    $this->getJson("/api/orders/{$order->token}", ['Accept-Language' => $language])->assertOk()
        ->assertJsonPath('data.status', 'cancelled')
        ->assertJsonPath('data.cancellation_reason', 'payment_timeout')
        ->assertJsonPath('data.payable', false);
    foreach (['payment-failure', 'payment-success', 'success'] as $page) {
        $this->withUnencryptedCookie('order_id', $order->token)->get("$prefix/checkout/$page")->assertOk()
            ->assertInertia(fn ($p) => $p->where('order.status', 'cancelled')->where('order.cancellation_reason', 'payment_timeout')->etc());
    }
})->with([['', 'ua'], ['/en', 'en']]);

it('has the reason\'s words in both languages', function () {
    $uk = json_decode(file_get_contents(resource_path('js/lang/uk.json')), true);
    $en = json_decode(file_get_contents(resource_path('js/lang/en.json')), true);

    expect($uk['order.cancelledReason.payment_timeout'])->toContain('не оплатили вчасно')
        ->and($en['order.cancelledReason.payment_timeout'])->toContain('not paid in time');
});

it('shows the reason on the customer\'s account order page', function () {
    [$customer, $token] = Fx::customerWithBonuses(0);
    $order = Fx::unpaidCardOrder([], $token);
    Fx::expireAt(20);

    $this->withUnencryptedCookie('auth_token', $token)->get("/en/account/orders/{$order->number}")->assertOk()
        ->assertInertia(fn ($p) => $p->component('account/order')->where('order.cancellation_reason', 'payment_timeout')->etc());
});

it('refuses to pay again or switch to cash once the time to pay is over, in both languages', function (string $prefix, string $message) {
    $order = Fx::unpaidCardOrder();
    $this->travelTo(Fx::noon()->addMinutes(20));

    $this->withCredentials()->withUnencryptedCookie('order_id', $order->token)->postJson("$prefix/checkout/pay-again")
        ->assertUnprocessable()->assertJsonPath('errors.payment_type.0', $message);
    $this->withCredentials()->withUnencryptedCookie('order_id', $order->token)->postJson("$prefix/checkout/pay-offline", ['payment_type' => 'cash'])
        ->assertUnprocessable()->assertJsonPath('errors.payment_type.0', $message);
    expect($order->payments()->count())->toBe(1)
        ->and($order->refresh()->payment_type)->toBe(PaymentType::CardOnline);
})->with([
    ['', 'Час на оплату цього замовлення минув (20 хв): його буде скасовано. Оформіть замовлення ще раз.'],
    ['/en', 'The time to pay for this order (20 min) is over: it will be cancelled. Please place the order again.'],
]);

it('is scheduled every minute, without overlapping, on one server', function () {
    $event = collect(app(Schedule::class)->events())->first(fn ($e) => str_contains((string) $e->command, 'shop:expire-unpaid-orders'));

    expect($event)->not->toBeNull()
        ->and($event->expression)->toBe('* * * * *')
        ->and($event->withoutOverlapping)->toBeTrue()
        ->and($event->onOneServer)->toBeTrue();
});
