<?php

use App\Models\BonusTransaction;
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
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Support\HookedGateway;
use Tests\Support\ReportBudget;

// Slots are for paying customers, and no customer is harmed by another: a card order is replaced only by its own
// customer (signed in, or the browser's order cookie) and never while its payment is open with the provider (cancelled
// with its provider order; slot, bonuses and promo use released); a phone, account or address over its limit of open
// card orders is refused (429, Retry-After); an unpaid card order holds its slot place for shop.ordering.unpaid_hold_minutes minutes
// only; a payment after that is accepted and flagged.

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

it('lets two customers behind one address both keep and pay their card orders', function () {
    $alice = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001'])->assertCreated());
    $bob = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230002'])->assertCreated());

    Fx::holdPay($alice);
    Fx::holdPay($bob);

    expect([$alice->refresh()->status, $bob->refresh()->status])->toBe([OrderStatus::New, OrderStatus::New])
        ->and([$alice->payment_status, $bob->payment_status])->toBe([PaymentStatus::Paid, PaymentStatus::Paid]);
});

it('changes nothing of anyone when a stranger orders with their phone from another address', function () {
    $bob = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001'], '198.51.100.7')->assertCreated());
    $payment = $bob->latestPayment;

    $stranger = Fx::holdOrder(Fx::holdPlace(['phone' => '+38 067 123 00 01', 'replaces' => Str::random(32)], '198.51.100.8')->assertCreated());

    expect($bob->refresh()->status)->toBe(OrderStatus::New)->and($bob->payment_status)->toBe(PaymentStatus::Pending)
        ->and($payment->refresh()->status)->toBe(Payment::PENDING)
        ->and(DB::table('sandbox_payment_orders')->where('order_code', $payment->order_code)->value('cancelled_at'))->toBeNull()
        ->and($stranger->status)->toBe(OrderStatus::New);
    Fx::holdPay($bob);
    expect($bob->refresh()->payment_status)->toBe(PaymentStatus::Paid);
});

it('refuses a guest card order over the limit of its address with 429 and Retry-After, cancelling nobody, in both languages', function (string $language, string $message) {
    config(['shop.ordering.unpaid_limits.per_address' => 2]);
    $first = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001'])->assertCreated());
    $this->travelTo(Fx::noon()->addMinutes(4));
    $second = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230002'])->assertCreated());
    $orders = Order::query()->count();

    Fx::holdPlace(['phone' => '0671230003'], language: $language)->assertStatus(429)->assertHeader('Retry-After', '360')
        ->assertJsonPath('message', fn (string $m) => str_starts_with($m, $message) && str_contains($m, '6'))
        ->assertJsonPath('errors.payment_type.0', fn (string $m) => str_starts_with($m, $message));

    expect(Order::query()->count())->toBe($orders)
        ->and([$first->refresh()->status, $second->refresh()->status])->toBe([OrderStatus::New, OrderStatus::New])
        ->and(Fx::holdSlotTaken())->toBe(2);
    // Cash, another address, and the same address once the oldest hold is over are taken.
    Fx::holdPlace(['phone' => '0671230003', 'payment_type' => 'cash'])->assertCreated();
    Fx::holdPlace(['phone' => '0671230004'], '198.51.100.9')->assertCreated();
    $this->travelTo(Fx::noon()->addMinutes(10));
    Fx::holdPlace(['phone' => '0671230003'])->assertCreated();
})->with([['ua', 'З вашої мережі'], ['en', 'Too many card orders']]);

it('refuses a card order over the limit of its phone, from any address', function (string $language, string $message) {
    config(['shop.ordering.unpaid_limits.per_phone' => 2]);
    Fx::holdPlace(['phone' => '0671230001'], '198.51.100.1')->assertCreated();
    Fx::holdPlace(['phone' => '0671230001'], '198.51.100.2')->assertCreated();

    Fx::holdPlace(['phone' => '+380671230001'], '198.51.100.3', $language)->assertStatus(429)->assertHeader('Retry-After', '600')
        ->assertJsonPath('errors.payment_type.0', fn (string $m) => str_starts_with($m, $message) && str_contains($m, '2'));
    Fx::holdPlace(['phone' => '0671230002'], '198.51.100.3')->assertCreated();
})->with([['ua', 'На цей номер'], ['en', 'This phone']]);

it('counts a signed-in customer per account: orders others place with the phone do not count against it', function () {
    config(['shop.ordering.unpaid_limits.per_phone' => 1]);
    [$customer, $token] = Fx::customerWithBonuses(0);
    Fx::holdPlace(['phone' => $customer->phone], '198.51.100.1')->assertCreated();

    Fx::holdOrder(Fx::holdPlace(['phone' => $customer->phone], '198.51.100.2', token: $token)->assertCreated());

    Fx::holdPlace(['phone' => '0671230009'], '198.51.100.3', token: $token)->assertStatus(429);
});

it('counts an IPv6 /64 as one address', function () {
    config(['shop.ordering.unpaid_limits.per_address' => 1]);
    $first = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001'], '2001:db8:9:1::1')->assertCreated());

    Fx::holdPlace(['phone' => '0671230002'], '2001:db8:9:1:ffff::2')->assertStatus(429);
    Fx::holdPlace(['phone' => '0671230002'], '2001:db8:9:2::2')->assertCreated();

    expect($first->refresh()->status)->toBe(OrderStatus::New);
});

it('does not count a staff member\'s phone order against the limits', function () {
    config(['shop.ordering.unpaid_limits.per_phone' => 1]);
    $order = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001'])->assertCreated());
    $order->update(['taken_by_staff_id' => Staff::member(StaffRole::Operator)->id]);

    expect(fn () => app(\App\Shop\Ordering\UnpaidCardOrders::class)->assertWithinLimits($order->refresh(), 'en'))->not->toThrow(Exception::class);
});

it('replaces the order of the browser\'s cookie once its payment failed, closing its payment order with the provider', function () {
    $first = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001'])->assertCreated());
    $payment = $first->latestPayment;
    Fx::holdDecline($first);

    Fx::holdPlace(['phone' => '0671230002', 'replaces' => $first->token])->assertCreated();

    expect($first->refresh()->status)->toBe(OrderStatus::Cancelled)
        ->and($first->cancellation_reason)->toBe('replaced')
        ->and($first->payment_status)->toBe(PaymentStatus::Unpaid)
        ->and($payment->refresh()->status)->toBe(Payment::CANCELLED)
        ->and(DB::table('sandbox_payment_orders')->where('order_code', $payment->order_code)->value('cancelled_at'))->not->toBeNull()
        ->and($first->statusHistory()->reorder()->latest('id')->value('note'))->toStartWith('replaced by SR-');
    $sandbox = app(SandboxGateway::class);
    expect($sandbox->complete($sandbox->paymentOrder($payment->order_code), pay: true))->toBeNull();
});

it('never replaces an order of its own customer while its payment is open with the provider', function () {
    $first = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001'])->assertCreated());
    $payment = $first->latestPayment;

    $second = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001', 'replaces' => $first->token])->assertCreated());

    expect([$first->refresh()->status, $second->status])->toBe([OrderStatus::New, OrderStatus::New])
        ->and($payment->refresh()->status)->toBe(Payment::PENDING)
        ->and(DB::table('sandbox_payment_orders')->where('order_code', $payment->order_code)->value('cancelled_at'))->toBeNull();
    Fx::holdPay($first);
    expect($first->refresh()->payment_status)->toBe(PaymentStatus::Paid);
});

it('gives the bonuses and the promo use of the signed-in customer\'s replaced order back', function () {
    [$customer, $token] = Fx::customerWithBonuses(5000);
    $promo = PromoCode::factory()->create(['code' => 'HOLD10', 'value' => 10]);
    $first = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001', 'bonuses' => 3000, 'promo_code' => 'HOLD10'], token: $token)->assertCreated());
    expect(app(Bonuses::class)->balance($customer))->toBe(2000)->and($promo->refresh()->used_count)->toBe(1);
    Fx::holdDecline($first);

    Fx::holdPlace(['phone' => '0671230001'], '198.51.100.20', token: $token)->assertCreated();

    expect($first->refresh()->status)->toBe(OrderStatus::Cancelled)
        ->and(app(Bonuses::class)->balance($customer))->toBe(5000)
        ->and($promo->refresh()->used_count)->toBe(0)
        ->and(BonusTransaction::query()->where('idempotency_key', "order:{$first->id}:spend-return")->value('amount'))->toBe(3000);
});

it('places the new order in the slot the replaced one held, even when the slot is otherwise full', function () {
    config(['shop.ordering.slots.capacity' => 3]);
    Fx::twoOtherCustomersInTheSlot();
    $first = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001'])->assertCreated());
    Fx::holdDecline($first);
    expect(Fx::holdSlotOffered())->toBeFalse();

    $second = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001', 'replaces' => $first->token])->assertCreated());

    expect($first->refresh()->status)->toBe(OrderStatus::Cancelled)
        ->and($second->status)->toBe(OrderStatus::New)
        ->and(Fx::holdSlotTaken())->toBe(3);
});

it('does not replace anything with a cash order, and a card order does not replace a cash one', function () {
    $card = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001'])->assertCreated());
    Fx::holdDecline($card);
    $cash = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001', 'payment_type' => 'cash', 'replaces' => $card->token])->assertCreated());
    $secondCard = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001', 'replaces' => $cash->token])->assertCreated());
    expect([$card->refresh()->status, $cash->refresh()->status, $secondCard->status])->toBe([OrderStatus::New, OrderStatus::New, OrderStatus::New]);

    Fx::holdPlace(['phone' => '0671230001', 'replaces' => $card->token], '198.51.100.30')->assertCreated();

    expect([$card->refresh()->status, $cash->refresh()->status])->toBe([OrderStatus::Cancelled, OrderStatus::New]);
});

it('keeps an order of its own customer that was paid at the provider meanwhile, and still places the new one', function () {
    $first = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001'])->assertCreated());
    $sandbox = app(SandboxGateway::class);
    $sandbox->complete($sandbox->paymentOrder($first->latestPayment->order_code), pay: true);

    $second = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001', 'replaces' => $first->token])->assertCreated());

    expect($first->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and($first->status)->toBe(OrderStatus::New)
        ->and($second->status)->toBe(OrderStatus::New);
});

it('writes nothing and replaces nothing when the provider cannot say whether the old order was paid', function () {
    // The provider timing out is a real failure: reported once.
    ReportBudget::expect(1, 1);
    // Installed first: the API's controller keeps the services it was built with for the rest of the test.
    $gateway = HookedGateway::install();
    $first = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001'])->assertCreated());
    $orders = Order::query()->count();
    $gateway->before['paymentOrderStatus'] = fn () => throw new PaymentGatewayException('timed out');

    Fx::holdPlace(['phone' => '0671230001', 'replaces' => $first->token])->assertStatus(502)->assertJsonStructure(['message']);

    expect(Order::query()->count())->toBe($orders)
        ->and($first->refresh()->status)->toBe(OrderStatus::New)
        ->and($first->latestPayment->status)->toBe(Payment::PENDING);
});

it('leaves the old order as it was when the new one is refused', function (string $language, string $message) {
    $first = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001'])->assertCreated());
    Fx::holdDecline($first);
    $orders = Order::query()->count();

    Fx::holdPlace(['phone' => '0671230001', 'replaces' => $first->token, 'slot' => '2026-06-10T12:30:00+03:00'], language: $language)->assertUnprocessable()->assertJsonPath('errors.slot.0', fn (string $m) => str_contains($m, $message));

    expect(Order::query()->count())->toBe($orders)->and($first->refresh()->status)->toBe(OrderStatus::New);
})->with([['ua', 'надто близько'], ['en', 'too soon']]);

it('keeps the old order when its customer pays it again at the moment the new one is placed', function () {
    $gateway = HookedGateway::install();
    $first = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001'])->assertCreated());
    Fx::holdDecline($first);
    // The customer presses "pay again" on the old order while the new one is being placed.
    $gateway->before['cancelPaymentOrder'] = function () use ($first) {
        app(Orders::class)->pay($first->token, null, 'en');
    };

    $second = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001', 'replaces' => $first->token])->assertCreated());

    expect($first->refresh()->status)->toBe(OrderStatus::New)
        ->and($first->payments()->where('status', Payment::PENDING)->count())->toBe(1)
        ->and($second->status)->toBe(OrderStatus::New);
});

it('lets an unpaid card order hold its slot place for shop.ordering.unpaid_hold_minutes minutes, then offers the place again', function () {
    config(['shop.ordering.slots.capacity' => 1]);
    $unpaid = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001'])->assertCreated());

    $this->travelTo(Fx::noon()->addMinutes(9)->addSeconds(59));
    expect(Fx::holdSlotOffered())->toBeFalse();
    Fx::holdPlace(['phone' => '0501110009', 'payment_type' => 'cash'], '198.51.100.9')->assertUnprocessable()->assertJsonValidationErrors('slot');

    $this->travelTo(Fx::noon()->addMinutes(10));
    expect(Fx::holdSlotOffered())->toBeTrue();
    Fx::holdPlace(['phone' => '0501110009', 'payment_type' => 'cash'], '198.51.100.9')->assertCreated();

    expect($unpaid->refresh()->status)->toBe(OrderStatus::New)->and($unpaid->payment_status)->toBe(PaymentStatus::Pending);
});

it('takes the hold from the configuration', function () {
    config(['shop.ordering.slots.capacity' => 1, 'shop.ordering.unpaid_hold_minutes' => 3]);
    Fx::holdPlace(['phone' => '0671230001'])->assertCreated();

    $this->travelTo(Fx::noon()->addMinutes(3));

    expect(Fx::holdSlotOffered())->toBeTrue()
        ->and(app(Slots::class)->isFull(Fx::restaurant(), CarbonImmutable::parse(HOLD_SLOT)))->toBeFalse();
});

it('keeps holding the slot of a card order once it is paid, and of cash orders', function () {
    config(['shop.ordering.slots.capacity' => 2]);
    $paid = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001'])->assertCreated());
    $sandbox = app(SandboxGateway::class);
    $this->get(str_replace('http://localhost', '', $sandbox->complete($sandbox->paymentOrder($paid->latestPayment->order_code), pay: true)));
    Fx::holdPlace(['phone' => '0501110009', 'payment_type' => 'cash'], '198.51.100.9')->assertCreated();

    $this->travelTo(Fx::noon()->addMinutes(15));

    expect($paid->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and($paid->paid_after_hold_at)->toBeNull()
        ->and(Fx::holdSlotOffered())->toBeFalse();
});

it('accepts a payment after the hold and flags the order on the staff board', function () {
    config(['shop.ordering.slots.capacity' => 1]);
    $late = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001'])->assertCreated());
    $this->travelTo(Fx::noon()->addMinutes(12));
    Fx::holdPlace(['phone' => '0501110009', 'payment_type' => 'cash'], '198.51.100.9')->assertCreated();

    $sandbox = app(SandboxGateway::class);
    $this->get(str_replace('http://localhost', '', $sandbox->complete($sandbox->paymentOrder($late->latestPayment->order_code), pay: true)))->assertRedirect();

    expect($late->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and($late->status)->toBe(OrderStatus::New)
        ->and($late->paid_after_hold_at?->toIso8601String())->toBe(Fx::noon()->addMinutes(12)->utc()->toIso8601String())
        ->and(Fx::holdSlotTaken())->toBe(2);

    Staff::signIn(StaffRole::Kitchen);
    $tickets = collect($this->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertOk()->json('tickets'));
    expect($tickets->firstWhere('number', $late->number)['paid_after_hold_at'])->toBe('2026-06-10T12:12:00+03:00')
        ->and($tickets->where('number', '!=', $late->number)->pluck('paid_after_hold_at')->unique()->all())->toBe([null]);
    Staff::visit("/en/staff/orders/{$late->number}")->assertOk()->assertJsonPath('props.order.paid_after_hold_at', '2026-06-10T12:12:00+03:00');
});

it('does not flag a card order paid within its hold', function () {
    $order = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001'])->assertCreated());
    $this->travelTo(Fx::noon()->addMinutes(9));

    $sandbox = app(SandboxGateway::class);
    $this->get(str_replace('http://localhost', '', $sandbox->complete($sandbox->paymentOrder($order->latestPayment->order_code), pay: true)));

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Paid)->and($order->paid_after_hold_at)->toBeNull();
});

it('keeps the rule through the storefront: the browser\'s own cookie order is replaced, another browser\'s is not', function () {
    $mine = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230001'], '127.0.0.1')->assertCreated());
    $neighbour = Fx::holdOrder(Fx::holdPlace(['phone' => '0671230005'], '127.0.0.1')->assertCreated());
    Fx::holdDecline($mine);
    Fx::holdDecline($neighbour);

    $this->withCredentials()->withUnencryptedCookie('order_id', $mine->token)
        ->postJson('/checkout', Fx::pickup(['slot' => HOLD_SLOT, 'phone' => '0671230002']), ['Idempotency-Key' => (string) Str::uuid()])->assertOk();

    expect($mine->refresh()->status)->toBe(OrderStatus::Cancelled)->and($mine->cancellation_reason)->toBe('replaced')
        ->and($neighbour->refresh()->status)->toBe(OrderStatus::New);
});

it('answers the storefront\'s checkout 429 with the reason and Retry-After over a limit, in both languages', function (string $prefix, string $message) {
    config(['shop.ordering.unpaid_limits.per_address' => 1]);
    Fx::holdPlace(['phone' => '0671230001'], '127.0.0.1')->assertCreated();

    $this->postJson($prefix.'/checkout', Fx::pickup(['slot' => HOLD_SLOT, 'phone' => '0671230002']), ['Idempotency-Key' => (string) Str::uuid()])
        ->assertStatus(429)->assertHeader('Retry-After', '600')
        ->assertJsonPath('errors.payment_type.0', fn (string $m) => str_starts_with($m, $message));
})->with([['', 'З вашої мережі'], ['/en', 'Too many card orders']]);

it('counts the visitor a storefront names with a valid X-Line-Header, not the storefront node (SHOP_API=http)', function () {
    $named = function (string $phone, ?string $lineHeader) {
        $headers = array_filter(['Idempotency-Key' => (string) Str::uuid(), 'X-Client-Ip' => HOARDER_IP, \App\ShopApi\LineHeader::NAME => $lineHeader]);

        return Fx::holdOrder(test()->withServerVariables(['REMOTE_ADDR' => '127.0.0.1'])
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
