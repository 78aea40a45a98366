<?php

use App\Models\StaffAuditEntry;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Staff\StaffRole;
use Tests\Feature\Staff\StaffFixtures as Staff;

// The order page sends its actions as Inertia forms (the board keeps its JSON calls, tested elsewhere): back to the
// page with a toast, a refusal with the errors bag, a conflict as an error toast; nothing written on a refusal.

it('cancels from the order page: back to it with a toast, the order cancelled and audited', function () {
    Staff::signIn(StaffRole::Operator);
    $order = Staff::order(OrderStatus::Accepted);
    $page = "/staff/orders/{$order->number}";

    Staff::send('POST', "$page/cancel", ['from' => 'accepted', 'reason' => 'customer_request', 'note' => null], $page)
        ->assertStatus(303)->assertRedirect($page)->assertSessionHasNoErrors();

    expect(Staff::toast())->toBe("Замовлення {$order->number} скасовано.")
        ->and($order->refresh()->status)->toBe(OrderStatus::Cancelled)
        ->and(StaffAuditEntry::query()->where('action', 'order.cancel')->count())->toBe(1);
});

it('refuses a cancellation with no reason under its field, and changes nothing', function () {
    Staff::signIn(StaffRole::Operator);
    $order = Staff::order(OrderStatus::Accepted);
    $page = "/en/staff/orders/{$order->number}";

    Staff::send('POST', "$page/cancel", ['from' => 'accepted', 'reason' => '', 'note' => null], $page)->assertRedirect($page)->assertSessionHasErrors('reason');

    expect($order->refresh()->status)->toBe(OrderStatus::Accepted)->and(StaffAuditEntry::query()->count())->toBe(0);
});

it('answers a stale move from the order page with an error toast saying whose change won, and moves nothing', function () {
    Staff::signIn(StaffRole::Operator);
    $order = Staff::order(OrderStatus::Accepted);
    $page = "/en/staff/orders/{$order->number}";

    Staff::send('POST', "$page/move", ['from' => 'new', 'to' => 'accepted'], $page)->assertRedirect($page)->assertSessionHasNoErrors();

    expect(session('inertia.flash_data')['toast'])->toBe(['type' => 'error', 'message' => "Order {$order->number} is already “Accepted”: someone else has just changed it."])
        ->and($order->refresh()->status)->toBe(OrderStatus::Accepted)
        ->and(StaffAuditEntry::query()->count())->toBe(0);
});

it('moves and marks paid from the order page with toasts, and refuses a move the order cannot make under the page', function () {
    Staff::signIn(StaffRole::Operator);
    $order = Staff::order(OrderStatus::Cooking);
    $page = "/staff/orders/{$order->number}";

    Staff::send('POST', "$page/move", ['from' => 'cooking', 'to' => 'completed'], $page)->assertRedirect($page)->assertSessionHasErrors('to');
    expect($order->refresh()->status)->toBe(OrderStatus::Cooking);

    Staff::send('POST', "$page/move", ['from' => 'cooking', 'to' => 'on_the_way'], $page)->assertRedirect($page)->assertSessionHasNoErrors();
    expect($order->refresh()->status)->toBe(OrderStatus::OnTheWay)->and(Staff::toast())->toBe("Замовлення {$order->number}: В дорозі.");

    Staff::send('POST', "$page/paid", ['payment_status' => 'unpaid'], $page)->assertRedirect($page)->assertSessionHasNoErrors();
    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Paid)->and(Staff::toast())->toBe("Замовлення {$order->number} позначено оплаченим.");
});

it('keeps the order page actions from a role that may not: 403, nothing changes', function () {
    Staff::signIn(StaffRole::Kitchen);
    $order = Staff::order(OrderStatus::Accepted);
    $page = "/staff/orders/{$order->number}";

    Staff::send('POST', "$page/cancel", ['from' => 'accepted', 'reason' => 'customer_request'], $page)->assertForbidden();

    expect($order->refresh()->status)->toBe(OrderStatus::Accepted);
});
