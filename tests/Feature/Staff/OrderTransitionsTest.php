<?php

use App\Models\StaffAuditEntry;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Sms\SendSms;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Queue;
use Tests\Feature\Staff\StaffFixtures as Staff;

// Moving orders along the machine from the staff area: every allowed step, stale and refused moves, who did it.

it('moves an order one step as an operator and answers the ticket', function (string $type, OrderStatus $from, OrderStatus $to) {
    Staff::signIn(StaffRole::Operator);
    $order = $type === 'delivery' ? Staff::order($from) : Staff::pickup($from);

    Staff::staffMove($order, $from->value, $to->value)->assertOk()->assertJsonPath('order.status', $to->value);

    expect($order->refresh()->status)->toBe($to)
        ->and($order->statusHistory()->latest('id')->value('to'))->toBe($to->value);
})->with([
    'accept' => ['delivery', OrderStatus::New, OrderStatus::Accepted],
    'start cooking' => ['delivery', OrderStatus::Accepted, OrderStatus::Cooking],
    'dispatch a delivery' => ['delivery', OrderStatus::Cooking, OrderStatus::OnTheWay],
    'a pickup is ready' => ['pickup', OrderStatus::Cooking, OrderStatus::ReadyForPickup],
    'a delivery arrives' => ['delivery', OrderStatus::OnTheWay, OrderStatus::Completed],
    'a pickup is collected' => ['pickup', OrderStatus::ReadyForPickup, OrderStatus::Completed],
]);

it('refuses a move the order machine does not allow with 422 and changes nothing', function (string $type, OrderStatus $from, OrderStatus $to) {
    Staff::signIn(StaffRole::Manager);
    $order = $type === 'delivery' ? Staff::order($from) : Staff::pickup($from);

    Staff::staffMove($order, $from->value, $to->value)->assertStatus(422)->assertJsonValidationErrors('to');

    expect($order->refresh()->status)->toBe($from)->and($order->statusHistory()->count())->toBe(0);
})->with([
    'new straight to cooking' => ['delivery', OrderStatus::New, OrderStatus::Cooking],
    'a pickup on the way' => ['pickup', OrderStatus::Cooking, OrderStatus::OnTheWay],
    'a delivery ready for pickup' => ['delivery', OrderStatus::Cooking, OrderStatus::ReadyForPickup],
    'completed back to new' => ['delivery', OrderStatus::Completed, OrderStatus::New],
    'cancelling by a move' => ['delivery', OrderStatus::New, OrderStatus::Cancelled],
]);

it('answers 409 with a message in the page language when someone else moved the order first', function (string $prefix, string $message) {
    Staff::signIn(StaffRole::Operator);
    $order = Staff::order(OrderStatus::Accepted);

    Staff::staffMove($order, 'new', 'accepted', $prefix)->assertStatus(409)
        ->assertJsonPath('message', str_replace(':number', $order->number, $message))
        ->assertJsonPath('order.status', 'accepted');

    expect($order->statusHistory()->count())->toBe(0);
})->with([
    'uk' => ['', 'Замовлення :number вже має статус «Прийняте»: його щойно змінив хтось інший.'],
    'en' => ['/en', 'Order :number is already “Accepted”: someone else has just changed it.'],
]);

it('gives two staff pressing the same step one transition and the other a conflict', function () {
    $order = Staff::order(OrderStatus::New);
    $first = Staff::member(StaffRole::Operator);
    $second = Staff::member(StaffRole::Manager);

    Staff::signIn($first);
    Staff::staffMove($order, 'new', 'accepted')->assertOk();
    Staff::signIn($second);
    Staff::staffMove($order, 'new', 'accepted')->assertStatus(409);

    expect($order->statusHistory()->where('to', 'accepted')->count())->toBe(1)
        ->and($order->statusHistory()->where('to', 'accepted')->value('staff_member_id'))->toBe($first->id);
});

it('records who moved the order, when, and the statuses before and after in the audit trail', function () {
    $member = Staff::signIn(StaffRole::Operator);
    $order = Staff::order(OrderStatus::New);

    Staff::staffMove($order, 'new', 'accepted')->assertOk();

    $entry = StaffAuditEntry::query()->where('order_id', $order->id)->sole();
    expect($entry->action)->toBe('order.status')
        ->and($entry->staff_member_id)->toBe($member->id)
        ->and($entry->staff_name)->toBe($member->name)
        ->and($entry->before)->toMatchArray(['status' => 'new', 'payment_status' => 'unpaid'])
        ->and($entry->after)->toMatchArray(['status' => 'accepted'])
        ->and($entry->created_at)->not->toBeNull();
});

it('refuses a kitchen account the moves of an operator with 403', function (OrderStatus $from, OrderStatus $to, string $type) {
    Staff::signIn(StaffRole::Kitchen);
    $order = $type === 'delivery' ? Staff::order($from) : Staff::pickup($from);

    Staff::staffMove($order, $from->value, $to->value)->assertForbidden();

    expect($order->refresh()->status)->toBe($from);
})->with([
    'accept' => [OrderStatus::New, OrderStatus::Accepted, 'delivery'],
    'dispatch' => [OrderStatus::Cooking, OrderStatus::OnTheWay, 'delivery'],
    'complete' => [OrderStatus::ReadyForPickup, OrderStatus::Completed, 'pickup'],
]);

it('lets a kitchen account start cooking and call a pickup ready', function (OrderStatus $from, OrderStatus $to) {
    Staff::signIn(StaffRole::Kitchen);
    $order = Staff::pickup($from);

    Staff::staffMove($order, $from->value, $to->value)->assertOk();
})->with([
    'start cooking' => [OrderStatus::Accepted, OrderStatus::Cooking],
    'ready for pickup' => [OrderStatus::Cooking, OrderStatus::ReadyForPickup],
]);

it('answers 404 for an unknown order number and 422 for an unknown status', function () {
    Staff::signIn(StaffRole::Operator);
    $order = Staff::order();

    $this->withHeaders(Staff::json())->postJson('/staff/orders/SR-999999/move', ['from' => 'new', 'to' => 'accepted'])->assertNotFound();
    Staff::staffMove($order, 'new', 'teleported')->assertStatus(422)->assertJsonValidationErrors('to');
    Staff::staffMove($order, '', 'accepted')->assertStatus(422)->assertJsonValidationErrors('from');
});

it('texts the customer in the order language when staff accept, dispatch or cancel', function (string $locale, OrderStatus $from, OrderStatus $to, string $text) {
    Queue::fake();
    Staff::signIn(StaffRole::Operator);
    $order = Staff::order($from, ['locale' => $locale]);

    Staff::staffMove($order, $from->value, $to->value)->assertOk();

    Queue::assertPushed(SendSms::class, fn (SendSms $sms) => $sms->phone === '380501112233' && str_starts_with($sms->text, str_replace(':number', $order->number, $text)));
})->with([
    'accepted, uk' => ['uk', OrderStatus::New, OrderStatus::Accepted, 'Sunrise: замовлення :number прийнято.'],
    'accepted, en' => ['en', OrderStatus::New, OrderStatus::Accepted, 'Sunrise: order :number is accepted.'],
    'on the way, uk' => ['uk', OrderStatus::Cooking, OrderStatus::OnTheWay, 'Sunrise: замовлення :number вже в дорозі до вас.'],
    'on the way, en' => ['en', OrderStatus::Cooking, OrderStatus::OnTheWay, 'Sunrise: order :number is on its way to you.'],
]);

it('texts a pickup customer where to collect a ready order', function () {
    Queue::fake();
    Staff::signIn(StaffRole::Kitchen);
    $order = Staff::pickup(OrderStatus::Cooking, ['locale' => 'en']);
    $order->restaurant->update(['name' => ['uk' => 'Поділ', 'en' => 'Podil'], 'address' => ['uk' => 'вул. Сагайдачного, 1', 'en' => '1 Sahaidachnoho St']]);

    Staff::staffMove($order, 'cooking', 'ready_for_pickup')->assertOk();

    Queue::assertPushed(SendSms::class, fn (SendSms $sms) => str_starts_with($sms->text, "Sunrise: order {$order->number} is ready. We are waiting for you at Podil, 1 Sahaidachnoho St. Follow it: "));
});

it('sends no SMS for steps the customer does not hear about, or for kinds switched off', function () {
    Queue::fake();
    config(['shop.status_sms.kinds.accepted' => false]);
    Staff::signIn(StaffRole::Operator);

    Staff::staffMove(Staff::order(OrderStatus::New), 'new', 'accepted')->assertOk();
    Staff::staffMove(Staff::order(OrderStatus::Accepted), 'accepted', 'cooking')->assertOk();
    Staff::staffMove(Staff::order(OrderStatus::OnTheWay), 'on_the_way', 'completed')->assertOk();

    Queue::assertNotPushed(SendSms::class);
});

it('sends the SMS only once the move is committed, never for a refused one', function () {
    Queue::fake();
    Staff::signIn(StaffRole::Operator);
    $order = Staff::order(OrderStatus::Accepted);

    Staff::staffMove($order, 'new', 'accepted')->assertStatus(409);

    Queue::assertNotPushed(SendSms::class);
});
