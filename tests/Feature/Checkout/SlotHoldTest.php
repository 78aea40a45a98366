<?php

use App\Models\BonusTransaction;
use App\Models\Casts\UtcDateTime;
use App\Models\Order;
use App\Models\Payment;
use App\Models\PromoCode;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Ordering\Orders;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\Slots;
use App\Shop\Payments\PaymentGatewayException;
use App\Shop\Payments\SandboxGateway;
use App\Staff\StaffRole;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Support\HookedGateway;

// Slots are for paying customers: one phone and one client address have at most one open (unpaid) card order, a new
// one replaces the old one (cancelled with its provider order; slot, bonuses and promo use released), and an unpaid
// card order holds its slot place for shop.ordering.unpaid_hold_minutes minutes only; a payment after that is accepted and flagged.

const HOLD_SLOT = '2026-06-10T15:00:00+03:00';
const HOARDER_IP = '203.0.113.50';

beforeEach(function () {
    seedShop();
    Mail::fake();
    $this->travelTo(Fx::noon());
    config([
        'shop.ordering.unpaid_ttl_minutes' => 20,
        'shop.ordering.unpaid_hold_minutes' => 10,
        'shop.ordering.slots.capacity' => 5,
        'shop.payments.driver' => 'sandbox',
        // The orders limiter is not under test here (bench/abuse.sh and RateLimitsTest cover it).
        'shop.rate_limits.orders' => ['per_minute' => 1000, 'per_hour' => 1000],
    ]);
});

/** POST /api/orders of a pickup order at Podil from $ip, in $language. */
function holdPlace(array $overrides = [], string $ip = HOARDER_IP, string $language = 'en', ?string $token = null): TestResponse
{
    $headers = ['Idempotency-Key' => (string) Str::uuid(), 'Accept-Language' => $language] + ($token ? ['Authorization' => "Bearer $token"] : []);

    return test()->withServerVariables(['REMOTE_ADDR' => $ip])->postJson('/api/orders', Fx::pickup($overrides + ['slot' => HOLD_SLOT]), $headers);
}

/** The order a placing answered. */
function holdOrder(TestResponse $response): Order
{
    return Order::query()->where('number', $response->json('data.order.number'))->firstOrFail();
}

/** Whether the checkout offers HOLD_SLOT at Podil now. */
function holdSlotOffered(): bool
{
    $day = collect(test()->getJson('/api/checkout/slots?order_type=pickup&restaurant_id='.Fx::restaurant()->id)->assertOk()->json('data.days'))->firstWhere('date', '2026-06-10');

    return collect($day['slots'])->firstWhere('value', HOLD_SLOT)['available'];
}

/** Orders holding HOLD_SLOT at Podil now. */
function holdSlotTaken(): int
{
    return Order::query()->where('restaurant_id', Fx::restaurant()->id)->where('slot_at', UtcDateTime::format(HOLD_SLOT))
        ->where('status', '!=', OrderStatus::Cancelled->value)->count();
}

/** Two cash orders of other customers in HOLD_SLOT. */
function twoOtherCustomersInTheSlot(): void
{
    holdPlace(['payment_type' => 'cash', 'phone' => '0501110001'], '198.51.100.1')->assertCreated();
    holdPlace(['payment_type' => 'cash', 'phone' => '0501110002'], '198.51.100.2')->assertCreated();
}

it('lets one address hold one slot place with unpaid card orders: the measured attack takes one place, not three', function () {
    twoOtherCustomersInTheSlot();

    $first = holdOrder(holdPlace(['phone' => '0671230001'])->assertCreated());
    $second = holdOrder(holdPlace(['phone' => '0671230002'])->assertCreated());
    $third = holdOrder(holdPlace(['phone' => '0671230003'])->assertCreated());

    expect(Order::query()->where('client_key', $third->client_key)->where('status', '!=', 'cancelled')->pluck('id')->all())->toBe([$third->id])
        ->and([$first->refresh()->status, $second->refresh()->status, $third->status])->toBe([OrderStatus::Cancelled, OrderStatus::Cancelled, OrderStatus::New])
        ->and([$first->cancellation_reason, $second->cancellation_reason])->toBe(['replaced', 'replaced'])
        ->and(holdSlotTaken())->toBe(3)
        ->and(holdSlotOffered())->toBeTrue();
});

it('cancels the replaced order with its provider payment order, so it can no longer be paid', function () {
    $first = holdOrder(holdPlace(['phone' => '0671230001'])->assertCreated());
    $payment = $first->latestPayment;

    holdPlace(['phone' => '0671230002'])->assertCreated();

    expect($first->refresh()->status)->toBe(OrderStatus::Cancelled)
        ->and($first->payment_status)->toBe(PaymentStatus::Unpaid)
        ->and($payment->refresh()->status)->toBe(Payment::CANCELLED)
        ->and(DB::table('sandbox_payment_orders')->where('order_code', $payment->order_code)->value('cancelled_at'))->not->toBeNull()
        ->and($first->statusHistory()->reorder()->latest('id')->value('note'))->toStartWith('replaced by SR-');
    $sandbox = app(SandboxGateway::class);
    expect($sandbox->complete($sandbox->paymentOrder($payment->order_code), pay: true))->toBeNull();
});

it('replaces the open card order of the same phone placed from another address', function () {
    $first = holdOrder(holdPlace(['phone' => '0671230001'], '198.51.100.7')->assertCreated());

    holdPlace(['phone' => '+38 067 123 00 01'], '198.51.100.8')->assertCreated();

    expect($first->refresh()->status)->toBe(OrderStatus::Cancelled)->and($first->cancellation_reason)->toBe('replaced');
});

it('counts an IPv6 /64 as one address', function () {
    $first = holdOrder(holdPlace(['phone' => '0671230001'], '2001:db8:9:1::1')->assertCreated());

    holdPlace(['phone' => '0671230002'], '2001:db8:9:1:ffff::2')->assertCreated();

    expect($first->refresh()->status)->toBe(OrderStatus::Cancelled);
});

it('leaves the card orders of other phones and addresses alone', function () {
    $mine = holdOrder(holdPlace(['phone' => '0671230001'], '198.51.100.7')->assertCreated());

    holdPlace(['phone' => '0671230002'], '198.51.100.8')->assertCreated();

    expect($mine->refresh()->status)->toBe(OrderStatus::New);
});

it('gives the bonuses and the promo use of the replaced order back', function () {
    [$customer, $token] = Fx::customerWithBonuses(5000);
    $promo = PromoCode::factory()->create(['code' => 'HOLD10', 'value' => 10]);
    $first = holdOrder(holdPlace(['phone' => '0671230001', 'bonuses' => 3000, 'promo_code' => 'HOLD10'], token: $token)->assertCreated());
    expect(app(Bonuses::class)->balance($customer))->toBe(2000)->and($promo->refresh()->used_count)->toBe(1);

    holdPlace(['phone' => '0671230001'], token: $token)->assertCreated();

    expect($first->refresh()->status)->toBe(OrderStatus::Cancelled)
        ->and(app(Bonuses::class)->balance($customer))->toBe(5000)
        ->and($promo->refresh()->used_count)->toBe(0)
        ->and(BonusTransaction::query()->where('idempotency_key', "order:{$first->id}:spend-return")->value('amount'))->toBe(3000);
});

it('places the new order in the slot the replaced one held, even when the slot is otherwise full', function () {
    config(['shop.ordering.slots.capacity' => 3]);
    twoOtherCustomersInTheSlot();
    $first = holdOrder(holdPlace(['phone' => '0671230001'])->assertCreated());
    expect(holdSlotOffered())->toBeFalse();

    $second = holdOrder(holdPlace(['phone' => '0671230001'])->assertCreated());

    expect($first->refresh()->status)->toBe(OrderStatus::Cancelled)
        ->and($second->status)->toBe(OrderStatus::New)
        ->and(holdSlotTaken())->toBe(3);
});

it('does not replace anything with a cash order, and a card order does not replace a cash one', function () {
    $card = holdOrder(holdPlace(['phone' => '0671230001'])->assertCreated());
    $cash = holdOrder(holdPlace(['phone' => '0671230001', 'payment_type' => 'cash'])->assertCreated());
    $secondCard = holdOrder(holdPlace(['phone' => '0671230001'])->assertCreated());

    expect([$card->refresh()->status, $cash->refresh()->status, $secondCard->status])->toBe([OrderStatus::Cancelled, OrderStatus::New, OrderStatus::New]);
});

it('keeps a replaced order that was paid at the provider meanwhile, and still places the new one', function () {
    $first = holdOrder(holdPlace(['phone' => '0671230001'])->assertCreated());
    $sandbox = app(SandboxGateway::class);
    $sandbox->complete($sandbox->paymentOrder($first->latestPayment->order_code), pay: true);

    $second = holdOrder(holdPlace(['phone' => '0671230001'])->assertCreated());

    expect($first->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and($first->status)->toBe(OrderStatus::New)
        ->and($second->status)->toBe(OrderStatus::New);
});

it('writes nothing and replaces nothing when the provider cannot say whether the old order was paid', function () {
    // Installed first: the API's controller keeps the services it was built with for the rest of the test.
    $gateway = HookedGateway::install();
    $first = holdOrder(holdPlace(['phone' => '0671230001'])->assertCreated());
    $orders = Order::query()->count();
    $gateway->before['paymentOrderStatus'] = fn () => throw new PaymentGatewayException('timed out');

    holdPlace(['phone' => '0671230001'])->assertStatus(502)->assertJsonStructure(['message']);

    expect(Order::query()->count())->toBe($orders)
        ->and($first->refresh()->status)->toBe(OrderStatus::New)
        ->and($first->latestPayment->status)->toBe(Payment::PENDING);
});

it('leaves the old order as it was when the new one is refused', function (string $language, string $message) {
    $first = holdOrder(holdPlace(['phone' => '0671230001'])->assertCreated());
    $orders = Order::query()->count();

    holdPlace(['phone' => '0671230001', 'slot' => '2026-06-10T12:30:00+03:00'], language: $language)->assertUnprocessable()->assertJsonPath('errors.slot.0', fn (string $m) => str_contains($m, $message));

    expect(Order::query()->count())->toBe($orders)->and($first->refresh()->status)->toBe(OrderStatus::New);
})->with([['ua', 'надто близько'], ['en', 'too soon']]);

it('refuses the new order while a payment of the old one was opened at the same moment, in both languages', function (string $language, string $message) {
    $gateway = HookedGateway::install();
    $first = holdOrder(holdPlace(['phone' => '0671230001'])->assertCreated());
    $orders = Order::query()->count();
    // The customer presses "pay again" on the old order while the new one is being placed.
    $gateway->before['cancelPaymentOrder'] = function () use ($first) {
        app(Orders::class)->pay($first->token, null, 'en');
    };

    holdPlace(['phone' => '0671230001'], language: $language)->assertUnprocessable()
        ->assertJsonPath('errors.payment_type.0', fn (string $m) => str_starts_with($m, $message) && str_contains($m, (string) $first->number));

    expect(Order::query()->count())->toBe($orders)
        ->and($first->refresh()->status)->toBe(OrderStatus::New)
        ->and($first->payments()->where('status', Payment::PENDING)->count())->toBe(1);
})->with([['ua', 'Ваше замовлення'], ['en', 'Your order']]);

it('lets an unpaid card order hold its slot place for shop.ordering.unpaid_hold_minutes minutes, then offers the place again', function () {
    config(['shop.ordering.slots.capacity' => 1]);
    $unpaid = holdOrder(holdPlace(['phone' => '0671230001'])->assertCreated());

    $this->travelTo(Fx::noon()->addMinutes(9)->addSeconds(59));
    expect(holdSlotOffered())->toBeFalse();
    holdPlace(['phone' => '0501110009', 'payment_type' => 'cash'], '198.51.100.9')->assertUnprocessable()->assertJsonValidationErrors('slot');

    $this->travelTo(Fx::noon()->addMinutes(10));
    expect(holdSlotOffered())->toBeTrue();
    holdPlace(['phone' => '0501110009', 'payment_type' => 'cash'], '198.51.100.9')->assertCreated();

    expect($unpaid->refresh()->status)->toBe(OrderStatus::New)->and($unpaid->payment_status)->toBe(PaymentStatus::Pending);
});

it('takes the hold from the configuration', function () {
    config(['shop.ordering.slots.capacity' => 1, 'shop.ordering.unpaid_hold_minutes' => 3]);
    holdPlace(['phone' => '0671230001'])->assertCreated();

    $this->travelTo(Fx::noon()->addMinutes(3));

    expect(holdSlotOffered())->toBeTrue()
        ->and(app(Slots::class)->isFull(Fx::restaurant(), CarbonImmutable::parse(HOLD_SLOT)))->toBeFalse();
});

it('keeps holding the slot of a card order once it is paid, and of cash orders', function () {
    config(['shop.ordering.slots.capacity' => 2]);
    $paid = holdOrder(holdPlace(['phone' => '0671230001'])->assertCreated());
    $sandbox = app(SandboxGateway::class);
    $this->get(str_replace('http://localhost', '', $sandbox->complete($sandbox->paymentOrder($paid->latestPayment->order_code), pay: true)));
    holdPlace(['phone' => '0501110009', 'payment_type' => 'cash'], '198.51.100.9')->assertCreated();

    $this->travelTo(Fx::noon()->addMinutes(15));

    expect($paid->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and($paid->paid_after_hold_at)->toBeNull()
        ->and(holdSlotOffered())->toBeFalse();
});

it('accepts a payment after the hold and flags the order on the staff board', function () {
    config(['shop.ordering.slots.capacity' => 1]);
    $late = holdOrder(holdPlace(['phone' => '0671230001'])->assertCreated());
    $this->travelTo(Fx::noon()->addMinutes(12));
    holdPlace(['phone' => '0501110009', 'payment_type' => 'cash'], '198.51.100.9')->assertCreated();

    $sandbox = app(SandboxGateway::class);
    $this->get(str_replace('http://localhost', '', $sandbox->complete($sandbox->paymentOrder($late->latestPayment->order_code), pay: true)))->assertRedirect();

    expect($late->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and($late->status)->toBe(OrderStatus::New)
        ->and($late->paid_after_hold_at?->toIso8601String())->toBe(Fx::noon()->addMinutes(12)->utc()->toIso8601String())
        ->and(holdSlotTaken())->toBe(2);

    Staff::signIn(StaffRole::Kitchen);
    $tickets = collect($this->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertOk()->json('tickets'));
    expect($tickets->firstWhere('number', $late->number)['paid_after_hold_at'])->toBe('2026-06-10T12:12:00+03:00')
        ->and($tickets->where('number', '!=', $late->number)->pluck('paid_after_hold_at')->unique()->all())->toBe([null]);
    Staff::visit("/en/staff/orders/{$late->number}")->assertOk()->assertJsonPath('props.order.paid_after_hold_at', '2026-06-10T12:12:00+03:00');
});

it('does not flag a card order paid within its hold', function () {
    $order = holdOrder(holdPlace(['phone' => '0671230001'])->assertCreated());
    $this->travelTo(Fx::noon()->addMinutes(9));

    $sandbox = app(SandboxGateway::class);
    $this->get(str_replace('http://localhost', '', $sandbox->complete($sandbox->paymentOrder($order->latestPayment->order_code), pay: true)));

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Paid)->and($order->paid_after_hold_at)->toBeNull();
});

it('keeps the rule through the storefront: a second card order from the same browser replaces the first', function () {
    $first = holdOrder(holdPlace(['phone' => '0671230001'], '127.0.0.1')->assertCreated());

    $this->postJson('/checkout', Fx::pickup(['slot' => HOLD_SLOT, 'phone' => '0671230002']), ['Idempotency-Key' => (string) Str::uuid()])->assertOk();

    expect($first->refresh()->status)->toBe(OrderStatus::Cancelled)->and($first->cancellation_reason)->toBe('replaced');
});

it('counts the visitor a storefront names with a valid X-Line-Header, not the storefront node (SHOP_API=http)', function () {
    $named = function (string $phone, ?string $lineHeader) {
        $headers = array_filter(['Idempotency-Key' => (string) Str::uuid(), 'X-Client-Ip' => HOARDER_IP, \App\ShopApi\LineHeader::NAME => $lineHeader]);

        return holdOrder(test()->withServerVariables(['REMOTE_ADDR' => '127.0.0.1'])
            ->postJson('/api/orders', Fx::pickup(['phone' => $phone, 'slot' => HOLD_SLOT]), $headers)->assertCreated());
    };
    $secret = (string) config('shop.api.line_secret');

    $trusted = $named('380671230011', \App\ShopApi\LineHeader::make('380671230011', $secret));
    $forged = $named('380671230012', str_repeat('0', 64));

    expect($trusted->client_key)->toBe(\App\Shop\Ordering\UnpaidCardOrders::clientKey(HOARDER_IP))
        ->and($forged->client_key)->toBe(\App\Shop\Ordering\UnpaidCardOrders::clientKey('127.0.0.1'));
});

it('names the visitor and the line header when the storefront places an order through the HTTP adapter', function () {
    config(['shop.api.url' => 'http://upstream.test']);
    \Illuminate\Support\Facades\Http::fake(['upstream.test/api/orders' => \Illuminate\Support\Facades\Http::response(['data' => ['order' => null, 'redirect_url' => null]], 201)]);
    $this->withServerVariables(['REMOTE_ADDR' => HOARDER_IP])->get('/api/ping');

    try {
        app(\App\ShopApi\HttpShopApi::class)->placeOrder(Fx::pickup(['phone' => ' 380671230011 ']), 'key-12345678');
    } catch (\App\ShopApi\Exceptions\ShopApiException) {
        // The faked answer holds no order; only what was sent is under test.
    }

    \Illuminate\Support\Facades\Http::assertSent(fn (\Illuminate\Http\Client\Request $request) => $request->url() === 'http://upstream.test/api/orders'
        && $request->header('X-Client-Ip') === [HOARDER_IP]
        && $request['phone'] === '380671230011'
        && $request->header(\App\ShopApi\LineHeader::NAME) === [\App\ShopApi\LineHeader::make('380671230011', (string) config('shop.api.line_secret'))]);
});
