<?php

use App\Models\Order;
use App\Models\Payment;
use App\Models\PaymentRefund;
use App\Models\PromoCode;
use App\Models\StaffAuditEntry;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use App\Shop\Sms\SendSms;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Queue;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\StaffFixtures as Staff;

// Correcting an order before cooking (GET /staff/orders/{number}/edit, PUT /staff/orders/{number}): the lines, the
// address and the time, priced again by the storefront's own rules in one transaction; an SMS with the new total
// (and the payment link of an unpaid card order); the audit keeps before → after.

beforeEach(function () {
    seedShop();
    Fx::quietNoon();
    Queue::fake([SendSms::class]);
});

it('opens the correction form with the order as it is, in both languages, and shows the link on the order page', function (string $prefix) {
    $order = Staff::correctionPlacedOrder();
    Staff::signIn(StaffRole::Operator);

    $this->get("$prefix/staff/orders/{$order->number}")->assertInertia(fn (Assert $page) => $page
        ->where('order.can.correct', true));
    $this->get("$prefix/staff/orders/{$order->number}/edit")->assertOk()->assertInertia(fn (Assert $page) => $page
        ->component('staff/orders/edit')
        ->where('order.number', $order->number)
        ->where('order.values.items.0', ['product' => Fx::product()->id, 'quantity' => 2, 'modifiers' => []])
        ->where('order.values.street', 'вул. Ярославів Вал')
        ->where('order.values.slot', '')
        ->where('order.basis', App\Staff\Orders\OrderCorrections::basis($order))
        ->missing('links')
        ->has('menu')->where('bounds.maxLines', config('shop.ordering.max_lines')));
})->with(['uk' => [''], 'en' => ['/en']]);

it('refuses a correction sent from a form opened before the order changed (a refund or another correction), nothing written, in both languages', function (string $prefix, string $words) {
    $order = Staff::correctionPaidCardOrder(4);
    Staff::signIn(StaffRole::Operator);
    // Two operators open the form at once; the first one's correction lowers the order to 3.
    $basis = App\Staff\Orders\OrderCorrections::basis($order);
    Staff::correctionSend($order, Staff::correctionForm(3, ['basis' => $basis]), $prefix)->assertSessionHasNoErrors();
    $after = Staff::correctionState($order);
    $refunds = PaymentRefund::query()->where('order_id', $order->id)->count();

    // The second one's form still says 4: sent as it is, it would raise the order again.
    Staff::correctionSend($order, Staff::correctionForm(4, ['basis' => $basis]), $prefix)->assertStatus(303);

    $toast = session(\Inertia\Support\SessionKey::FLASH_DATA)['toast'] ?? [];
    expect(Staff::correctionState($order))->toBe($after)
        ->and(PaymentRefund::query()->where('order_id', $order->id)->count())->toBe($refunds)
        ->and($toast['type'] ?? null)->toBe('error')
        ->and((string) ($toast['message'] ?? ''))->toContain($order->number)->toContain($words);
    // Opened again, the form starts from the order as it is now, and its correction goes through.
    Staff::correctionSend($order, Staff::correctionForm(4, ['basis' => App\Staff\Orders\OrderCorrections::basis($order->refresh())]), $prefix)->assertSessionHasNoErrors();
    expect($order->refresh()->lines()->sum('quantity'))->toBe(4);
})->with(['uk' => ['', 'відкрийте його знову'], 'en' => ['/en', 'open it again']]);

it('recomputes the totals exactly with the storefront\'s prices, audits before → after and texts the new total', function () {
    $order = Staff::correctionPlacedOrder();
    [$subtotal, $fee] = [$order->subtotal, $order->delivery_fee];
    $unit = Fx::product()->price;
    expect($subtotal)->toBe(2 * $unit);
    $operator = Staff::signIn(StaffRole::Operator);

    Staff::correctionSend($order, Staff::correctionForm(3, ['entrance' => '2', 'house' => '16']))->assertStatus(303)
        ->assertRedirect("/staff/orders/{$order->number}")->assertSessionHasNoErrors();

    $order->refresh();
    $fee = Fx::region()->free_from !== null && 3 * $unit >= Fx::region()->free_from ? 0 : Fx::region()->delivery_fee;
    expect([$order->subtotal, $order->delivery_fee, $order->discount, $order->total])->toBe([3 * $unit, $fee, 0, 3 * $unit + $fee])
        ->and(collect($order->totals)->firstWhere('code', 'total')['amount'])->toBe($order->total)
        ->and($order->lines()->sole()->only(['quantity', 'line_total']))->toBe(['quantity' => 3, 'line_total' => 3 * $unit])
        ->and($order->address)->toBe(['street' => 'вул. Ярославів Вал', 'house' => '16', 'entrance' => '2'])
        ->and(Staff::toast())->toBe("Замовлення {$order->number} виправлено: нова сума ".\App\Shop\Ordering\Money::format($order->total, 'uk').'.');

    $audit = StaffAuditEntry::query()->where('action', 'order.correct')->sole();
    expect($audit->staff_member_id)->toBe($operator->id)
        ->and($audit->before['total'])->toBe(2 * $unit + Fx::region()->delivery_fee)
        ->and($audit->after['total'])->toBe($order->total)
        ->and($audit->before['lines'])->toContain('2 × ')
        ->and($audit->after['lines'])->toContain('3 × ')
        ->and($audit->after['address'])->toBe('вул. Ярославів Вал, 16, 2')
        ->and($audit->after['time'])->toBe('asap');
    Queue::assertPushed(SendSms::class, fn (SendSms $sms) => $sms->phone === '380501234567'
        && str_contains($sms->text, $order->number) && str_contains($sms->text, 'змінено') && str_contains($sms->text, \App\Shop\Ordering\Money::format($order->total, 'uk')));

    $this->get("/staff/orders/{$order->number}")->assertInertia(fn (Assert $page) => $page
        ->where('order.total', $order->total)
        ->where('order.audit', fn ($audit) => collect($audit)->contains('action', 'order.correct')));

    // The same correction again (a double submit) changes nothing more: no second audit entry, no second SMS.
    Queue::fake([SendSms::class]);
    Staff::correctionSend($order, Staff::correctionForm(3, ['entrance' => '2', 'house' => '16']))->assertStatus(303)->assertSessionHasNoErrors();
    expect(StaffAuditEntry::query()->where('action', 'order.correct')->count())->toBe(1)
        ->and(Staff::toast())->toBe("Замовлення {$order->number}: нічого не змінилося.");
    Queue::assertNotPushed(SendSms::class);
});

it('removes and adds dishes with modifiers, moves the time to a free slot, and texts in the order\'s language', function () {
    $order = Staff::correctionPlacedOrder(['language' => 'en']);
    Staff::signIn(StaffRole::Manager);
    $other = \App\Models\Product::query()->listed()->where('available', true)->whereKeyNot(Fx::product()->id)->whereHas('modifierGroups')->with('modifierGroups.modifiers')->first();
    $slot = Fx::noon()->setTime(15, 0);
    $items = [['id' => Fx::product()->id, 'quantity' => 4, 'modifiers' => []]];
    $modifier = null;
    if ($other !== null) {
        $modifier = $other->modifierGroups->flatMap->modifiers->firstWhere('available', true);
        $items[] = ['id' => $other->id, 'quantity' => 1, 'modifiers' => $modifier ? [['id' => $modifier->id, 'quantity' => 1]] : []];
    }

    Staff::correctionSend($order, Staff::correctionForm(overrides: ['items' => $items, 'slot' => $slot->toIso8601String()]), '/en')->assertStatus(303)->assertSessionHasNoErrors();

    $order->refresh();
    expect($order->lines()->count())->toBe(count($items))
        ->and($order->asap)->toBeFalse()
        ->and($order->slot_at->toIso8601String())->toBe($slot->utc()->toIso8601String())
        ->and($order->subtotal)->toBe((int) $order->lines()->sum('line_total'))
        ->and(Staff::toast())->toStartWith("Order {$order->number} is corrected");
    if ($modifier !== null) {
        expect($order->lines()->where('product_id', $other->id)->sole()->modifiers[0]['id'])->toBe($modifier->id);
    }
    Queue::assertPushed(SendSms::class, fn (SendSms $sms) => str_contains($sms->text, 'is changed. New total'));
});

it('refuses what the storefront refuses, under the fields, and writes nothing', function (Closure $form, string $field) {
    $order = Staff::correctionPlacedOrder();
    Staff::signIn(StaffRole::Operator);
    $before = Staff::correctionState($order);

    Staff::correctionSend($order, $form())->assertStatus(303)->assertRedirect("/staff/orders/{$order->number}/edit")->assertSessionHasErrors($field);

    expect(Staff::correctionState($order))->toBe($before);
    Queue::assertNotPushed(SendSms::class);
})->with([
    'too many lines' => [fn () => Staff::correctionForm(overrides: ['items' => array_fill(0, config('shop.ordering.max_lines') + 1, ['id' => Fx::product()->id, 'quantity' => 1, 'modifiers' => []])]), 'items'],
    'too many of a dish' => [fn () => Staff::correctionForm(config('shop.ordering.max_quantity') + 1), 'items.0.quantity'],
    'no dishes' => [fn () => Staff::correctionForm(overrides: ['items' => []]), 'items'],
    'a stopped dish' => [function () {
        Fx::product()->update(['available' => false]);

        return Staff::correctionForm(3);
    }, 'items.0'],
    'a closed time' => [fn () => Staff::correctionForm(3, ['slot' => Fx::noon()->setTime(23, 30)->toIso8601String()]), 'slot'],
    'below the area\'s minimum' => [fn () => Staff::correctionForm(1), 'items'],
    'no street' => [fn () => Staff::correctionForm(3, ['street' => '']), 'street'],
]);

it('keeps the order\'s promo code when it still applies and drops it with a note when it does not', function () {
    PromoCode::query()->create(['code' => 'CORRECT10', 'kind' => 'percent', 'value' => 10, 'active' => true, 'min_subtotal' => 80000]);
    $order = Staff::correctionPlacedOrder(['items' => [['id' => Fx::product()->id, 'quantity' => 3, 'modifiers' => []]], 'promo_code' => 'CORRECT10']);
    expect($order->discount)->toBeGreaterThan(0);
    $unit = Fx::product()->price;
    Staff::signIn(StaffRole::Operator);

    Staff::correctionSend($order, Staff::correctionForm(4))->assertSessionHasNoErrors();
    expect($order->refresh()->discount)->toBe(intdiv(4 * $unit, 10))->and($order->promo_code_id)->not->toBeNull();

    Staff::correctionSend($order, Staff::correctionForm(2))->assertSessionHasNoErrors();
    $order->refresh();
    expect([$order->discount, $order->promo_code_id])->toBe([0, null])
        ->and(Staff::toast())->toContain('CORRECT10')
        ->and(PromoCode::query()->where('code', 'CORRECT10')->value('used_count'))->toBe(0)
        ->and(StaffAuditEntry::query()->where('action', 'order.correct')->latest('id')->first()->after['promo_dropped'])->toContain('CORRECT10');
});

it('refuses once cooking started (a clear message, nothing written), in both languages', function (string $prefix, string $words) {
    $order = Staff::correctionPlacedOrder();
    Staff::signIn(StaffRole::Operator);
    $order->update(['status' => OrderStatus::Cooking]);
    $before = Staff::correctionState($order);

    Staff::correctionSend($order, Staff::correctionForm(3), $prefix)->assertStatus(303)->assertSessionHasErrors('order');

    expect(Staff::error('order'))->toContain($words)->and(Staff::correctionState($order))->toBe($before);
    $this->get("$prefix/staff/orders/{$order->number}")->assertInertia(fn (Assert $page) => $page->where('order.can.correct', false));
    $this->get("$prefix/staff/orders/{$order->number}/edit")->assertRedirect("$prefix/staff/orders/{$order->number}");
})->with([['', 'вже не можна виправити'], ['/en', 'can no longer be corrected']]);

it('lets neither the kitchen correct an order (403) nor a guest', function () {
    $order = Staff::correctionPlacedOrder();
    Staff::signIn(StaffRole::Kitchen);
    $before = Staff::correctionState($order);

    Staff::visit("/staff/orders/{$order->number}/edit")->assertForbidden();
    Staff::correctionSend($order, Staff::correctionForm(3))->assertForbidden();
    $this->get("/staff/orders/{$order->number}")->assertInertia(fn (Assert $page) => $page->where('order.can.correct', false));
    expect(Staff::correctionState($order))->toBe($before);

    auth('staff')->logout();
    $this->put("/staff/orders/{$order->number}", Staff::correctionForm(3))->assertRedirect();
    expect(Staff::correctionState($order))->toBe($before);
});

it('corrects an unpaid card order: its open payment is closed, the customer pays the new total from the link in the SMS', function () {
    $order = Staff::correctionPlacedOrder(['payment_type' => PaymentType::CardOnline->value]);
    // The customer opened the link once: a payment order for the old total is open.
    $this->post("/pay/{$order->token}", [], ['X-Inertia' => 'true'])->assertStatus(409);
    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Pending);
    $old = $order->payments()->sole();
    Staff::signIn(StaffRole::Operator);

    Staff::correctionSend($order, Staff::correctionForm(3))->assertStatus(303)->assertSessionHasNoErrors();

    $order->refresh();
    expect($order->payment_status)->toBe(PaymentStatus::Unpaid)
        ->and($old->refresh()->status)->toBe(Payment::CANCELLED);
    Queue::assertPushed(SendSms::class, fn (SendSms $sms) => str_contains($sms->text, "/pay/{$order->token}") && str_contains($sms->text, \App\Shop\Ordering\Money::format($order->total, 'uk')));

    auth('staff')->logout();
    $pay = $this->post("/pay/{$order->token}", [], ['X-Inertia' => 'true'])->assertStatus(409);
    parse_str((string) parse_url((string) $pay->headers->get('X-Inertia-Location'), PHP_URL_QUERY), $query);
    $sandbox = app(\App\Shop\Payments\SandboxGateway::class);
    $back = (string) $sandbox->complete($sandbox->paymentOrder($query['ref']), pay: true);
    $this->get(parse_url($back, PHP_URL_PATH).'?'.parse_url($back, PHP_URL_QUERY));

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and($order->payments()->where('status', Payment::PAID)->sole()->amount)->toBe($order->total);
});

it('refunds exactly the difference of a lower total on a paid card order, once (a double submit refunds once)', function () {
    $order = Staff::correctionPaidCardOrder(4);
    $paid = $order->total;
    Staff::signIn(StaffRole::Operator);

    Staff::correctionSend($order, Staff::correctionForm(3))->assertStatus(303)->assertSessionHasNoErrors();
    $order->refresh();
    $difference = $paid - $order->total;
    expect($difference)->toBeGreaterThan(0)
        ->and(PaymentRefund::query()->where('order_id', $order->id)->sole()->amount)->toBe($difference)
        ->and($order->payment_status)->toBe(PaymentStatus::Paid)
        ->and(Staff::toast())->toContain(\App\Shop\Ordering\Money::format($difference, 'uk'));
    Queue::assertPushed(SendSms::class, fn (SendSms $sms) => str_contains($sms->text, 'змінено') && ! str_contains($sms->text, '/pay/'));

    // The same form again (a double submit): nothing more changes, nothing more is refunded.
    Staff::correctionSend($order, Staff::correctionForm(3))->assertStatus(303)->assertSessionHasNoErrors();
    expect(PaymentRefund::query()->where('order_id', $order->id)->count())->toBe(1)
        ->and(\App\Shop\Payments\Payments::netPaid($order->refresh()))->toBe($order->total);

    // A full refund later gives back what is left: the new total.
    app(\App\Staff\Orders\OrderActions::class)->refund($order, null, 'customer_request');
    expect((int) PaymentRefund::query()->where('order_id', $order->id)->sum('amount'))->toBe($paid)
        ->and($order->refresh()->payment_status)->toBe(PaymentStatus::Refunded);
});

it('charges a higher total of a paid card order as a second payment of the difference from the SMS link; a full refund then returns everything paid', function () {
    $order = Staff::correctionPaidCardOrder(2);
    $paid = $order->total;
    Staff::signIn(StaffRole::Operator);

    Staff::correctionSend($order, Staff::correctionForm(4))->assertStatus(303)->assertSessionHasNoErrors();
    $order->refresh();
    $difference = $order->total - $paid;
    expect($difference)->toBeGreaterThan(0)
        ->and(\App\Shop\Payments\Payments::due($order))->toBe($difference)
        ->and($order->payment_status)->toBe(PaymentStatus::Paid)
        ->and(PaymentRefund::query()->count())->toBe(0)
        ->and(Staff::toast())->toContain(\App\Shop\Ordering\Money::format($difference, 'uk'));
    Queue::assertPushed(SendSms::class, fn (SendSms $sms) => str_contains($sms->text, "/pay/{$order->token}"));
    $this->get("/staff/orders/{$order->number}")->assertInertia(fn (Assert $page) => $page->where('order.payment_link', fn (string $url) => str_ends_with($url, "/pay/{$order->token}")));

    // The customer pays the difference from the link: a second payment of exactly it.
    auth('staff')->logout();
    $this->get("/pay/{$order->token}")->assertInertia(fn (Assert $page) => $page->where('state', 'difference'));
    Staff::correctionPayByLink($order);
    expect($order->payments()->where('status', Payment::PAID)->orderBy('id')->pluck('amount')->all())->toBe([$paid, $difference])
        ->and(\App\Shop\Payments\Payments::due($order->refresh()))->toBe(0)
        ->and($order->payment_status)->toBe(PaymentStatus::Paid);
    $this->get("/pay/{$order->token}")->assertInertia(fn (Assert $page) => $page->where('state', 'paid'));

    // A full refund gives back both payments, each by its own provider refund.
    Staff::signIn(StaffRole::Operator);
    Staff::send('POST', "/staff/orders/{$order->number}/refund", ['lines' => null, 'reason' => 'customer_request'], "/staff/orders/{$order->number}")->assertSessionHasNoErrors();
    expect(PaymentRefund::query()->where('order_id', $order->id)->orderBy('amount')->pluck('amount')->all())->toBe(collect([$paid, $difference])->sort()->values()->all())
        ->and($order->refresh()->payment_status)->toBe(PaymentStatus::Refunded);
});

it('answers a submit racing another one on the same order (its provider lock held) with a conflict toast, nothing written', function () {
    $order = Staff::correctionPaidCardOrder(4);
    Staff::signIn(StaffRole::Operator);
    $before = Staff::correctionState($order);
    $lock = \Illuminate\Support\Facades\Cache::lock(\App\Shop\Payments\RefundChecks::lockKey($order->id), 60);
    expect($lock->get())->toBeTrue();

    Staff::correctionSend($order, Staff::correctionForm(3))->assertStatus(303);

    $lock->release();
    expect(Staff::correctionState($order))->toBe($before)
        ->and(session(\Inertia\Support\SessionKey::FLASH_DATA)['toast']['type'] ?? null)->toBe('error');
});

it('cancels a card order paid in two payments with everything refunded', function () {
    $order = Staff::correctionPaidCardOrder(2);
    Staff::signIn(StaffRole::Operator);
    Staff::correctionSend($order, Staff::correctionForm(4))->assertSessionHasNoErrors();
    auth('staff')->logout();
    Staff::correctionPayByLink($order);
    $total = $order->refresh()->total;
    Staff::signIn(StaffRole::Manager);

    Staff::send('POST', "/staff/orders/{$order->number}/cancel", ['from' => $order->status->value, 'reason' => 'customer_request', 'note' => null], "/staff/orders/{$order->number}")->assertSessionHasNoErrors();

    expect($order->refresh()->status)->toBe(OrderStatus::Cancelled)
        ->and((int) PaymentRefund::query()->where('order_id', $order->id)->sum('amount'))->toBe($total)
        ->and(PaymentRefund::query()->where('order_id', $order->id)->count())->toBe(2)
        ->and($order->payment_status)->toBe(PaymentStatus::Refunded);
});

it('refuses a refunded order with a clear message, and writes nothing', function () {
    $order = Staff::paidSandboxOrder();
    Staff::signIn(StaffRole::Operator);
    app(\App\Staff\Orders\OrderActions::class)->refund($order, null, 'customer_request');
    $before = Staff::correctionState($order);

    Staff::correctionSend($order, Staff::correctionForm(3))->assertSessionHasErrors('order');

    expect(Staff::error('order'))->toContain('повернуто')->and(Staff::correctionState($order))->toBe($before);
});

it('turns the SMS off without corrected in SHOP_SMS_STATUSES', function () {
    config(['shop.status_sms.kinds.corrected' => false]);
    $order = Staff::correctionPlacedOrder();
    Staff::signIn(StaffRole::Operator);

    Staff::correctionSend($order, Staff::correctionForm(3))->assertSessionHasNoErrors();

    expect(StaffAuditEntry::query()->where('action', 'order.correct')->count())->toBe(1);
    Queue::assertNotPushed(SendSms::class);
});
