<?php

use App\Models\Delivery;
use App\Models\StaffAuditEntry;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Sms\SendSms;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Queue;
use Tests\Feature\Couriers\CourierFixtures as Couriers;
use Tests\Feature\Staff\StaffFixtures as Staff;

// Dispatch: operators give delivery orders to couriers on shift, couriers take them, pick them up and deliver them
// (or report they could not); one winner when two act at once, every tap safe to repeat.

beforeEach(function () {
    $this->restaurant = Staff::restaurant();
    $this->oleh = Couriers::courier($this->restaurant, attributes: ['name' => 'Олег Петренко']);
    $this->ivan = Couriers::courier($this->restaurant, attributes: ['name' => 'Іван Сидоренко']);
});

it('gives a cooking delivery to a courier on shift, shown on the board ticket and audited', function () {
    $order = Couriers::order($this->restaurant);
    $operator = Staff::signIn(StaffRole::Operator);

    Couriers::assignCourier($order->number, $this->oleh->id)->assertOk()
        ->assertJsonPath('delivery.courier', 'Олег Петренко')->assertJsonPath('delivery.picked_up_at', null);

    $delivery = Delivery::query()->sole();
    expect($delivery->courier_id)->toBe($this->oleh->id)->and($delivery->assigned_by_id)->toBe($operator->id)->and($delivery->position)->toBe(1)
        ->and(StaffAuditEntry::query()->where('action', 'delivery.assign')->where('order_id', $order->id)->exists())->toBeTrue();
    $this->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertOk()
        ->assertJsonPath('tickets.0.delivery.courier', 'Олег Петренко')
        ->assertJsonFragment(['id' => $this->oleh->id, 'name' => 'Олег Петренко', 'restaurant_id' => $this->restaurant->id, 'carrying' => 1]);
});

it('answers the same courier again as done, and another with 409 naming who has it, in each language', function (string $prefix, string $message) {
    $order = Couriers::order($this->restaurant);
    Staff::signIn(StaffRole::Operator);

    Couriers::assignCourier($order->number, $this->oleh->id, $prefix)->assertOk();
    Couriers::assignCourier($order->number, $this->oleh->id, $prefix)->assertOk();
    Couriers::assignCourier($order->number, $this->ivan->id, $prefix)->assertStatus(409)
        ->assertJsonPath('message', str_replace(':number', $order->number, $message));

    expect(Delivery::query()->count())->toBe(1);
})->with([
    'uk' => ['', 'Замовлення :number вже в кур’єра Олег Петренко.'],
    'en' => ['/en', 'Order :number is already with Олег Петренко.'],
]);

it('refuses a courier who is off shift, of another restaurant, a pickup order and an order not yet cooking (422)', function () {
    Staff::signIn(StaffRole::Operator);
    $off = Couriers::courier($this->restaurant, onShift: false);
    $elsewhere = Couriers::courier(Staff::restaurant());

    Couriers::assignCourier(Couriers::order($this->restaurant)->number, $off->id, '/en')->assertUnprocessable()->assertJsonPath('errors.courier.0', "{$off->name} is not on shift at this order’s restaurant.");
    Couriers::assignCourier(Couriers::order($this->restaurant)->number, $elsewhere->id)->assertUnprocessable()->assertJsonValidationErrors('courier');
    Couriers::assignCourier(Staff::pickup(OrderStatus::Cooking, ['restaurant_id' => $this->restaurant->id])->number, $this->oleh->id)->assertUnprocessable();
    Couriers::assignCourier(Couriers::order($this->restaurant, OrderStatus::Accepted)->number, $this->oleh->id)->assertUnprocessable();
    Couriers::assignCourier(Couriers::order($this->restaurant)->number, Staff::member(StaffRole::Kitchen)->id, '/en')->assertUnprocessable()->assertJsonPath('errors.courier.0', 'Choose a courier account.');
    Couriers::assignCourier(Couriers::order($this->restaurant)->number, 999999)->assertUnprocessable();

    expect(Delivery::query()->count())->toBe(0);
});

it('lets a courier take a waiting order of their restaurant; the next courier gets 409 naming the first', function () {
    $order = Couriers::order($this->restaurant);
    Staff::signIn($this->oleh);
    Staff::visit('/staff/deliveries')->assertOk()->assertJsonPath('props.waiting.0.number', $order->number)->assertJsonPath('props.run', []);

    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/orders/{$order->number}/take")->assertOk();
    Staff::visit('/staff/deliveries')->assertJsonPath('props.waiting', [])->assertJsonPath('props.run.0.number', $order->number);

    Staff::signIn($this->ivan);
    $this->withHeaders(Staff::json())->postJson("/en/staff/deliveries/orders/{$order->number}/take")->assertStatus(409)
        ->assertJsonPath('message', "Order {$order->number} is already with Олег Петренко.");
});

it('carries several orders per run in the order the courier drives them', function () {
    $orders = collect(range(1, 3))->map(fn () => Couriers::order($this->restaurant));
    Staff::signIn(StaffRole::Operator);
    $orders->each(fn ($o) => Couriers::assignCourier($o->number, $this->oleh->id)->assertOk());
    $ids = Delivery::query()->orderBy('position')->pluck('id')->all();

    Staff::signIn($this->oleh);
    $this->withHeaders(Staff::json())->putJson('/staff/deliveries/run', ['ids' => [$ids[2], $ids[0], $ids[1]]])->assertOk()
        ->assertJsonPath('run.0.number', $orders[2]->number)->assertJsonPath('run.1.number', $orders[0]->number)->assertJsonPath('run.2.number', $orders[1]->number);
    // A run that leaves one out, or lists another courier's delivery, is refused.
    $this->withHeaders(Staff::json())->putJson('/en/staff/deliveries/run', ['ids' => [$ids[0], $ids[1]]])->assertUnprocessable()->assertJsonPath('errors.run.0', 'The run lists your open deliveries, each once.');
    $this->withHeaders(Staff::json())->putJson('/staff/deliveries/run', ['ids' => 'x'])->assertUnprocessable();
});

it('refuses an order past the run limit', function () {
    config(['shop.staff.couriers.max_run' => 1]);
    Staff::signIn(StaffRole::Operator);
    Couriers::assignCourier(Couriers::order($this->restaurant)->number, $this->oleh->id)->assertOk();

    Couriers::assignCourier(Couriers::order($this->restaurant)->number, $this->oleh->id, '/en')->assertUnprocessable()->assertJsonPath('errors.courier.0', 'Олег Петренко already carries 1 orders.');
});

it('picks up (on the way, the customer texted), delivers with the cash collected (completed, paid); each tap safe to repeat', function () {
    Queue::fake([SendSms::class]);
    $order = Couriers::order($this->restaurant);
    Staff::signIn($this->oleh);
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/orders/{$order->number}/take")->assertOk();
    $delivery = Delivery::query()->sole();

    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/{$delivery->id}/picked-up")->assertOk()->assertJsonPath('delivery.picked_up', true);
    $pickedAt = $delivery->refresh()->picked_up_at;
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/{$delivery->id}/picked-up")->assertOk();
    expect($order->refresh()->status)->toBe(OrderStatus::OnTheWay)->and($delivery->refresh()->picked_up_at->equalTo($pickedAt))->toBeTrue();
    Queue::assertPushed(SendSms::class, 1);

    $this->withHeaders(Staff::json())->postJson("/en/staff/deliveries/{$delivery->id}/delivered", [])->assertUnprocessable()->assertJsonPath('errors.cash.0', 'Enter the cash collected.');
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/{$delivery->id}/delivered", ['cash' => -5])->assertUnprocessable();
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/{$delivery->id}/delivered", ['cash' => 50000])->assertOk()->assertJsonPath('delivery.delivered', true);
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/{$delivery->id}/delivered", ['cash' => 50000])->assertOk();
    // Closed one way, the other tap is a conflict.
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/{$delivery->id}/failed", ['reason' => 'Не відчинили'])->assertStatus(409);

    $order->refresh();
    expect($order->status)->toBe(OrderStatus::Completed)->and($order->payment_status)->toBe(PaymentStatus::Paid)
        ->and($delivery->refresh()->cash_collected)->toBe(50000)
        ->and($order->statusHistory()->pluck('to')->all())->toBe(['on_the_way', 'completed'])
        ->and(StaffAuditEntry::query()->where('order_id', $order->id)->pluck('action')->all())->toBe(['delivery.take', 'delivery.pick_up', 'delivery.deliver']);
    Staff::visit('/staff/deliveries')->assertJsonPath('props.run', [])->assertJsonPath('props.today', ['delivered' => 1, 'cash' => 50000, 'terminal' => 0, 'tips' => 2000]);
});

it('delivers a card-terminal order without cash and a paid online order as it is', function () {
    $terminal = Couriers::order($this->restaurant, attributes: ['payment_type' => 'card-courier', 'change_from' => null]);
    Staff::signIn($this->oleh);
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/orders/{$terminal->number}/take")->assertOk();
    $delivery = Delivery::query()->sole();

    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/{$delivery->id}/delivered")->assertOk();

    expect($terminal->refresh()->status)->toBe(OrderStatus::Completed)->and($terminal->payment_status)->toBe(PaymentStatus::Paid)
        ->and($delivery->refresh()->cash_collected)->toBeNull();
    Staff::visit('/staff/deliveries')->assertJsonPath('props.today.terminal', 50000)->assertJsonPath('props.today.cash', 0);
});

it('sends a failed run back to the operators with the reason, who give it to another courier', function () {
    $order = Couriers::order($this->restaurant);
    Staff::signIn($this->oleh);
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/orders/{$order->number}/take")->assertOk();
    $delivery = Delivery::query()->sole();
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/{$delivery->id}/picked-up")->assertOk();

    $this->withHeaders(Staff::json())->postJson("/en/staff/deliveries/{$delivery->id}/failed", ['reason' => ''])->assertUnprocessable()->assertJsonPath('errors.reason.0', 'Say why the order could not be delivered.');
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/{$delivery->id}/failed", ['reason' => str_repeat('a', 301)])->assertUnprocessable();
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/{$delivery->id}/failed", ['reason' => 'Клієнт не відповідає'])->assertOk()->assertJsonPath('delivery.failed', true);
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/{$delivery->id}/failed", ['reason' => 'Клієнт не відповідає'])->assertOk();
    Staff::visit('/staff/deliveries')->assertJsonPath('props.run', [])->assertJsonPath('props.waiting.0.number', $order->number);

    Staff::signIn(StaffRole::Operator);
    $this->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertJsonPath('tickets.0.delivery.failure_reason', 'Клієнт не відповідає');
    Couriers::assignCourier($order->number, $this->ivan->id)->assertOk()->assertJsonPath('delivery.courier', 'Іван Сидоренко')->assertJsonPath('delivery.failed_at', null);

    expect($order->refresh()->status)->toBe(OrderStatus::OnTheWay)->and(Delivery::query()->count())->toBe(2);
});

it('takes a delivery back before pick-up, never after', function () {
    $order = Couriers::order($this->restaurant);
    Staff::signIn(StaffRole::Operator);
    Couriers::assignCourier($order->number, $this->oleh->id)->assertOk();
    $this->withHeaders(Staff::json())->deleteJson("/staff/orders/{$order->number}/courier")->assertOk()->assertJsonPath('delivery', null);
    Couriers::assignCourier($order->number, $this->ivan->id)->assertOk();
    $delivery = Delivery::query()->sole();

    Staff::signIn($this->ivan);
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/{$delivery->id}/picked-up")->assertOk();
    Staff::signIn(StaffRole::Operator);
    $this->withHeaders(Staff::json())->deleteJson("/staff/orders/{$order->number}/courier")->assertStatus(409);
});

it('refuses a tap on a cancelled order (409)', function () {
    $order = Couriers::order($this->restaurant);
    Staff::signIn($this->oleh);
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/orders/{$order->number}/take")->assertOk();
    $order->update(['status' => OrderStatus::Cancelled]);

    $this->withHeaders(Staff::json())->postJson('/en/staff/deliveries/'.Delivery::query()->sole()->id.'/picked-up')->assertStatus(409)
        ->assertJsonPath('message', "Order {$order->number} was cancelled: do not deliver it.");
});

it('starts and ends a courier\'s shift at one of their restaurants; not while carrying orders', function () {
    $courier = Couriers::courier($this->restaurant, false);
    Staff::signIn($courier);

    Staff::send('PUT', '/staff/deliveries/shift', ['restaurant_id' => Staff::restaurant()->id], '/staff/deliveries')->assertSessionHasErrors('restaurant_id');
    Staff::send('PUT', '/staff/deliveries/shift', ['restaurant_id' => $this->restaurant->id], '/staff/deliveries')->assertSessionHasNoErrors();
    Staff::visit('/staff/deliveries')->assertJsonPath('props.shift.restaurant_id', $this->restaurant->id);
    $order = Couriers::order($this->restaurant);
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/orders/{$order->number}/take")->assertOk();

    Staff::send('DELETE', '/staff/deliveries/shift', [], '/staff/deliveries')->assertSessionHasErrors('shift');
    Delivery::query()->update(['failed_at' => now(), 'failure_reason' => 'x']);
    Staff::send('DELETE', '/staff/deliveries/shift', [], '/staff/deliveries')->assertSessionHasNoErrors();
    Staff::visit('/staff/deliveries')->assertJsonPath('props.shift', null);
});

it('answers the courier feed 304 while nothing changed, and anew after a change', function () {
    Staff::signIn($this->oleh);
    $first = $this->withHeaders(Staff::json())->getJson('/staff/deliveries/feed')->assertOk();
    $etag = $first->headers->get('ETag');
    $this->withHeaders(Staff::json() + ['If-None-Match' => $etag])->getJson('/staff/deliveries/feed')->assertStatus(304);

    Couriers::order($this->restaurant);

    $this->withHeaders(Staff::json() + ['If-None-Match' => $etag])->getJson('/staff/deliveries/feed')->assertOk()->assertJsonCount(1, 'waiting');
});

it('shows the courier where, who and what to collect', function () {
    $order = Couriers::order($this->restaurant);
    Staff::signIn($this->oleh);

    Staff::visit('/staff/deliveries')->assertOk()->assertJsonPath('component', 'staff/deliveries')
        ->assertJsonPath('props.waiting.0.address', ['street' => 'Хрещатик', 'house' => '22', 'entrance' => '3', 'floor' => '5', 'apartment' => '41'])
        ->assertJsonPath('props.waiting.0.courier_comment', 'Домофон не працює')
        ->assertJsonPath('props.waiting.0.customer', 'Олена')
        ->assertJsonPath('props.waiting.0.phone', $order->phone)
        ->assertJsonPath('props.waiting.0.persons', 3)
        ->assertJsonPath('props.waiting.0.collect', ['kind' => 'cash', 'amount' => 50000, 'change_from' => 100000, 'tip' => 2000, 'paid' => false])
        ->assertJsonPath('props.waiting.0.maps_url', 'https://www.google.com/maps/search/?api=1&query='.rawurlencode('Хрещатик 22, Київ'));
});

it('sends the courier\'s maps search to the street and house in the shop\'s city, not to the delivery zone\'s name', function () {
    config(['shop.ordering.city' => 'Львів']);
    $region = \App\Models\Region::factory()->create(['name' => ['uk' => 'Центр', 'en' => 'City centre'], 'restaurant_id' => $this->restaurant->id]);
    Couriers::order($this->restaurant, attributes: ['region_id' => $region->id]);
    Staff::signIn($this->oleh);

    Staff::visit('/en/staff/deliveries')->assertOk()->assertJsonPath('props.waiting.0.region', 'City centre')
        ->assertJsonPath('props.waiting.0.maps_url', 'https://www.google.com/maps/search/?api=1&query='.rawurlencode('Хрещатик 22, Львів'));
});
