<?php

use App\Models\Order;
use App\Models\Payment;
use App\Models\StaffAuditEntry;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\OrderType;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use App\Shop\Sms\SendSms;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\StaffFixtures as Staff;

// Orders taken by phone (GET /staff/orders/create, POST /staff/orders): the storefront's own rules, prices, limits and
// idempotency; marked with who took them, audited, on the board at once; a card order's payment link by SMS.

beforeEach(function () {
    seedShop();
    Fx::quietNoon();
    Queue::fake([SendSms::class]);
});

it('opens the phone-order form for an operator with the menu, the places, the times and the payment types, in both languages', function (string $prefix, string $dish) {
    Staff::signIn(StaffRole::Operator);

    $this->get("$prefix/staff/orders/create")->assertOk()->assertInertia(fn (Assert $page) => $page
        ->component('staff/orders/create')
        ->where('menu.0.products.0.name', fn (string $name) => $name !== '')
        ->has('regions')->has('restaurants')->has('kitchens')
        ->where('paymentTypes', fn ($types) => collect($types)->pluck('value')->sort()->values()->all() === ['card-courier', PaymentType::CardOnline->value, 'cash'])
        ->where('bounds.maxLines', config('shop.ordering.max_lines'))
        ->where('bounds.maxQuantity', config('shop.ordering.max_quantity'))
        ->where('menu', fn ($menu) => collect($menu)->flatMap(fn ($c) => $c['products'])->contains('name', $dish))
        ->where('can.phoneOrders', true));
})->with([['', 'Філадельфія класична'], ['/en', 'Philadelphia Classic']]);

it('takes a cash delivery order by phone with the storefront\'s prices, marks and audits who took it, and shows it on the board at once', function () {
    $operator = Staff::signIn(StaffRole::Operator);

    $response = Staff::sendPhoneOrder(Staff::phoneOrderForm())->assertStatus(303)->assertSessionHasNoErrors();

    $order = Staff::phoneOrderTaken();
    $response->assertRedirect("/staff/orders/{$order->number}");
    expect(Staff::toast())->toBe("Замовлення {$order->number} прийнято.")
        ->and([$order->subtotal, $order->delivery_fee, $order->total])->toBe([65800, 6000, 71800])
        ->and($order->phone)->toBe('380501234567')
        ->and($order->change_from)->toBe(100000)
        ->and($order->customer_id)->toBeNull()
        ->and($order->locale)->toBe('uk')
        ->and($order->taken_by_staff_id)->toBe($operator->id)
        ->and($order->status)->toBe(OrderStatus::New);

    $audit = StaffAuditEntry::query()->where('action', 'order.phone_create')->sole();
    expect($audit->staff_member_id)->toBe($operator->id)->and($audit->order_id)->toBe($order->id)->and($audit->after['total'])->toBe(71800);
    Queue::assertNotPushed(SendSms::class);

    $this->get('/staff/board')->assertInertia(fn (Assert $page) => $page
        ->where('tickets', fn ($tickets) => collect($tickets)->contains(fn ($t) => $t['number'] === $order->number && $t['taken_by'] === $operator->name)));
    $this->get("/en/staff/orders/{$order->number}")->assertInertia(fn (Assert $page) => $page
        ->where('order.taken_by', $operator->name)
        ->where('order.payment_link', null)
        ->where('order.audit.0.action', 'order.phone_create'));
});

it('takes a pickup order by phone for a time, as a manager, in English', function () {
    Staff::signIn(StaffRole::Manager);
    $slot = Fx::noon()->setTime(15, 0)->toIso8601String();

    Staff::sendPhoneOrder(Staff::phoneOrderForm(['order_type' => 'pickup', 'restaurant_id' => Fx::restaurant()->id, 'region_id' => null, 'street' => null, 'house' => null, 'slot' => $slot, 'language' => 'en', 'payment_type' => 'card-courier', 'change_from' => null]), '/en')
        ->assertStatus(303)->assertSessionHasNoErrors();

    $order = Staff::phoneOrderTaken();
    expect(Staff::toast())->toBe("Order {$order->number} is taken.")
        ->and([$order->order_type, $order->restaurant_id, $order->asap, $order->locale])->toBe([OrderType::Pickup, Fx::restaurant()->id, false, 'en'])
        ->and($order->slot_at->toIso8601String())->toBe(Fx::noon()->setTime(15, 0)->utc()->toIso8601String());
});

it('refuses what the storefront refuses, under the fields, and writes nothing', function (Closure $form, string $field) {
    Staff::signIn(StaffRole::Operator);
    $before = Staff::phoneOrderState();

    Staff::sendPhoneOrder($form())->assertStatus(302)->assertRedirect('/staff/orders/create')->assertSessionHasErrors($field);

    expect(Staff::phoneOrderState())->toBe($before);
})->with([
    'too many lines' => [fn () => Staff::phoneOrderForm(['items' => array_fill(0, config('shop.ordering.max_lines') + 1, ['id' => Fx::product()->id, 'quantity' => 1, 'modifiers' => []])]), 'items'],
    'too many of a dish' => [fn () => Staff::phoneOrderForm(['items' => [['id' => Fx::product()->id, 'quantity' => config('shop.ordering.max_quantity') + 1, 'modifiers' => []]]]), 'items.0.quantity'],
    'no dishes' => [fn () => Staff::phoneOrderForm(['items' => []]), 'items'],
    'a stopped dish' => [function () {
        Fx::product()->update(['available' => false]);

        return Staff::phoneOrderForm(['items' => [['id' => Fx::product()->id, 'quantity' => 3, 'modifiers' => []]]]);
    }, 'items.0'],
    'a time the kitchen is closed' => [fn () => Staff::phoneOrderForm(['slot' => Fx::noon()->setTime(23, 30)->toIso8601String()]), 'slot'],
    'as soon as possible at night' => [function () {
        test()->travelTo(Fx::noon()->setTime(23, 30));

        return Staff::phoneOrderForm();
    }, 'slot'],
    'an unknown promo code' => [fn () => Staff::phoneOrderForm(['promo_code' => 'NO-SUCH-CODE']), 'promo_code'],
    'below the area\'s minimum' => [fn () => Staff::phoneOrderForm(['items' => [['id' => Fx::product()->id, 'quantity' => 1, 'modifiers' => []]]]), 'items'],
    'a landline' => [fn () => Staff::phoneOrderForm(['phone' => '044 123 45 67']), 'phone'],
    'no address' => [fn () => Staff::phoneOrderForm(['street' => '']), 'street'],
    'change below the total' => [fn () => Staff::phoneOrderForm(['change_from' => '100']), 'change_from'],
    'bonuses' => [fn () => Staff::phoneOrderForm(['bonuses' => 100]), 'bonuses'],
    'no key' => [fn () => Staff::phoneOrderForm(['idempotency_key' => 'short']), 'idempotency_key'],
    'no language' => [fn () => Staff::phoneOrderForm(['language' => 'de']), 'language'],
]);

it('gives the refusal in the staff member\'s language', function () {
    Staff::signIn(StaffRole::Operator);

    Staff::sendPhoneOrder(Staff::phoneOrderForm(['promo_code' => 'NO-SUCH-CODE']), '/en')->assertSessionHasErrors('promo_code');
    $en = Staff::error('promo_code');
    Staff::sendPhoneOrder(Staff::phoneOrderForm(['promo_code' => 'NO-SUCH-CODE']))->assertSessionHasErrors('promo_code');

    expect($en)->not->toBe(Staff::error('promo_code'))->and(Order::query()->whereNotNull('taken_by_staff_id')->count())->toBe(0);
});

it('makes one order of a double submit (the same Idempotency-Key), and refuses a different order under that key', function () {
    Staff::signIn(StaffRole::Operator);
    $form = Staff::phoneOrderForm();

    Staff::sendPhoneOrder($form)->assertStatus(303)->assertSessionHasNoErrors();
    $order = Staff::phoneOrderTaken();
    Staff::sendPhoneOrder($form)->assertStatus(303)->assertRedirect("/staff/orders/{$order->number}")->assertSessionHasNoErrors();

    expect(Order::query()->whereNotNull('taken_by_staff_id')->count())->toBe(1)
        ->and(StaffAuditEntry::query()->where('action', 'order.phone_create')->count())->toBe(1);

    Staff::sendPhoneOrder(array_replace($form, ['persons' => 3]))->assertSessionHasErrors('idempotency_key');
    expect(Order::query()->whereNotNull('taken_by_staff_id')->count())->toBe(1);
});

it('lets neither the kitchen take an order by phone (403) nor a guest', function () {
    Staff::signIn(StaffRole::Kitchen);

    Staff::visit('/staff/orders/create')->assertForbidden();
    Staff::sendPhoneOrder(Staff::phoneOrderForm())->assertForbidden();
    $this->get('/staff/orders')->assertInertia(fn (Assert $page) => $page->where('can.phoneOrders', false));

    expect(Order::query()->whereNotNull('taken_by_staff_id')->count())->toBe(0)->and(StaffAuditEntry::query()->count())->toBe(0);

    auth('staff')->logout();
    $this->get('/staff/orders/create')->assertRedirect();
});

it('texts a card order\'s payment link in the order\'s language, which pays it through the sandbox and lands on the payment page', function (string $language, string $prefix, string $words) {
    Staff::signIn(StaffRole::Operator);

    Staff::sendPhoneOrder(Staff::phoneOrderForm(['payment_type' => PaymentType::CardOnline->value, 'change_from' => null, 'language' => $language]))->assertStatus(303)->assertSessionHasNoErrors();

    $order = Staff::phoneOrderTaken();
    expect(Staff::toast())->toBe("Замовлення {$order->number} прийнято; посилання на оплату надіслано SMS.")
        ->and($order->payment_status)->toBe(PaymentStatus::Unpaid)
        ->and($order->payments()->count())->toBe(0);
    $link = "$prefix/pay/{$order->token}";
    Queue::assertPushed(SendSms::class, fn (SendSms $sms) => $sms->phone === '380501234567' && str_contains($sms->text, $link) && str_contains($sms->text, $words) && str_contains($sms->text, $order->number));
    expect(StaffAuditEntry::query()->where('action', 'order.phone_create')->sole()->after['payment_link_sent'])->toBeTrue();

    $this->get("/staff/orders/{$order->number}")->assertInertia(fn (Assert $page) => $page->where('order.payment_link', fn (string $url) => str_ends_with($url, $link)));

    auth('staff')->logout();
    $this->get($link)->assertOk()->assertInertia(fn (Assert $page) => $page
        ->component('checkout/pay-link')
        ->where('state', 'payable')
        ->where('order.number', $order->number)
        ->where('payUrl', $link));

    // Pay: the card payment starts (the sandbox's hosted page), the customer pays, the provider sends them back.
    $pay = $this->post($link, [], ['X-Inertia' => 'true'])->assertStatus(409);
    $hosted = $pay->headers->get('X-Inertia-Location');
    expect($hosted)->toContain('/checkout/sandbox-payment?ref=');
    parse_str((string) parse_url($hosted, PHP_URL_QUERY), $query);
    $sandbox = app(\App\Shop\Payments\SandboxGateway::class);
    $back = (string) $sandbox->complete($sandbox->paymentOrder($query['ref']), pay: true);
    $this->get(parse_url($back, PHP_URL_PATH).'?'.parse_url($back, PHP_URL_QUERY))->assertRedirect("$prefix/checkout/payment-success");

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Paid);
    $this->get($link)->assertOk()->assertInertia(fn (Assert $page) => $page->where('state', 'paid'));
    $this->post($link)->assertRedirect($link);
})->with([['uk', '', 'Оплатити карткою'], ['en', '/en', 'Pay by card']]);

it('answers an expired, cancelled or unknown payment link with a page that says so, never a 500', function () {
    Staff::signIn(StaffRole::Operator);
    Staff::sendPhoneOrder(Staff::phoneOrderForm(['payment_type' => PaymentType::CardOnline->value, 'change_from' => null, 'language' => 'en']))->assertSessionHasNoErrors();
    $order = Staff::phoneOrderTaken();
    auth('staff')->logout();

    $this->travel(config('shop.ordering.unpaid_ttl_minutes') + 1)->minutes();
    $this->get("/en/pay/{$order->token}")->assertOk()->assertInertia(fn (Assert $page) => $page->where('state', 'expired'));
    $this->post("/en/pay/{$order->token}")->assertRedirect("/en/pay/{$order->token}");

    $this->artisan('shop:expire-unpaid-orders')->assertSuccessful();
    expect($order->refresh()->status)->toBe(OrderStatus::Cancelled);
    $this->get("/en/pay/{$order->token}")->assertOk()->assertInertia(fn (Assert $page) => $page->where('state', 'expired'));

    $cash = Staff::order(OrderStatus::Cancelled, ['payment_type' => PaymentType::CardOnline->value, 'cancellation_reason' => 'customer_request']);
    $this->get("/pay/{$cash->token}")->assertOk()->assertInertia(fn (Assert $page) => $page->where('state', 'cancelled'));

    $this->get('/pay/'.Str::random(32))->assertNotFound();
    $this->get('/pay/short')->assertNotFound();
});
