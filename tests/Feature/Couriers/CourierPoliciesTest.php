<?php

use App\Models\Delivery;
use App\Models\StaffMember;
use App\Shop\Ordering\OrderStatus;
use App\Staff\StaffRole;
use Tests\Feature\Couriers\CourierFixtures as Couriers;
use Tests\Feature\Staff\StaffFixtures as Staff;

// The courier role: their own restaurants and deliveries only; every other staff action refused (403, or 404 for
// what is not theirs to see).

beforeEach(function () {
    $this->restaurant = Staff::restaurant();
    $this->courier = Couriers::courier($this->restaurant);
});

it('lands a courier on their phone screen, never the board', function () {
    $this->post('/staff/login', ['email' => $this->courier->email, 'password' => Staff::PASSWORD])->assertRedirect('/staff/deliveries');
    $this->get('/staff')->assertRedirect('/staff/deliveries');
    $this->get('/en/staff/login')->assertRedirect('/en/staff/deliveries');
});

it('refuses a courier every page but their own', function (string $url) {
    Staff::signIn($this->courier);

    Staff::visit($url)->assertForbidden();
})->with(['/staff/board', '/staff/orders', '/staff/overview', '/staff/stop-list', '/staff/ingredients', '/staff/notices', '/staff/reports', '/staff/accounts', '/staff/audit', '/staff/menu', '/staff/orders/create', '/en/staff/board']);

it('refuses a courier the board feed, the figures export and taking orders by phone', function () {
    Staff::signIn($this->courier);

    $this->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertForbidden();
    $this->withHeaders(Staff::json())->get('/staff/reports/orders.csv')->assertForbidden();
    $this->withHeaders(Staff::json())->getJson('/staff/overview/feed')->assertForbidden();
});

it('refuses a courier every order action on an order of their restaurant (403) and finds no other restaurant\'s order (404)', function () {
    $ours = Couriers::order($this->restaurant);
    $theirs = Couriers::order(Staff::restaurant());
    Staff::signIn($this->courier);

    foreach ([[$ours, 403], [$theirs, 404]] as [$order, $status]) {
        $n = $order->number;
        // A move is checked against what the member may see first: an order they do not carry is not found.
        $this->withHeaders(Staff::json())->postJson("/staff/orders/$n/move", ['from' => 'cooking', 'to' => 'on_the_way'])->assertNotFound();
        $this->withHeaders(Staff::json())->postJson("/staff/orders/$n/cancel", ['from' => 'cooking', 'reason' => 'duplicate'])->assertStatus($status);
        $this->withHeaders(Staff::json())->postJson("/staff/orders/$n/paid", ['payment_status' => 'unpaid'])->assertStatus($status);
        $this->withHeaders(Staff::json())->postJson("/staff/orders/$n/refund", [])->assertStatus($status);
        $this->withHeaders(Staff::json())->putJson("/staff/orders/$n/courier", ['courier_id' => $this->courier->id])->assertStatus($status);
        $this->withHeaders(Staff::json())->deleteJson("/staff/orders/$n/courier")->assertStatus($status);
    }
    // Not carried by them: their restaurant's order page is not found either.
    Staff::visit("/staff/orders/{$ours->number}")->assertNotFound();

    expect($ours->refresh()->status)->toBe(OrderStatus::Cooking)->and(Delivery::query()->count())->toBe(0);
});

it('shows a courier the order page of an order they carry', function () {
    $order = Couriers::order($this->restaurant);
    Staff::signIn($this->courier);
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/orders/{$order->number}/take")->assertOk();

    Staff::visit("/staff/orders/{$order->number}")->assertOk()->assertJsonPath('props.order.delivery.courier', $this->courier->name);
});

it('finds nothing of another courier\'s delivery (404), whatever the tap', function () {
    $order = Couriers::order($this->restaurant);
    $other = Couriers::courier($this->restaurant);
    Staff::signIn($other);
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/orders/{$order->number}/take")->assertOk();
    $delivery = Delivery::query()->sole();
    Staff::signIn($this->courier);

    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/{$delivery->id}/picked-up")->assertNotFound();
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/{$delivery->id}/delivered", ['cash' => 50000])->assertNotFound();
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/{$delivery->id}/failed", ['reason' => 'x'])->assertNotFound();

    expect($delivery->refresh()->picked_up_at)->toBeNull()->and($order->refresh()->status)->toBe(OrderStatus::Cooking);
});

it('refuses the courier screen to every other role', function (StaffRole $role) {
    Staff::signIn($role);

    Staff::visit('/staff/deliveries')->assertForbidden();
    $this->withHeaders(Staff::json())->getJson('/staff/deliveries/feed')->assertForbidden();
})->with([StaffRole::Manager, StaffRole::Operator, StaffRole::Kitchen]);

it('lets a courier take only their restaurants\' orders; a courier with no restaurant works for none', function () {
    $theirs = Couriers::order(Staff::restaurant());
    Staff::signIn($this->courier);
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/orders/{$theirs->number}/take")->assertNotFound();

    $nowhere = Staff::member(StaffRole::Courier);
    Staff::signIn($nowhere);
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/orders/{$theirs->number}/take")->assertNotFound();
    Staff::visit('/staff/deliveries')->assertOk()->assertJsonPath('props.restaurants', [])->assertJsonPath('props.waiting', []);
});

it('lets a manager create a courier, bind them to restaurants and switch them off; an operator may not', function () {
    Staff::signIn(StaffRole::Manager);
    Staff::send('POST', '/staff/accounts', ['name' => 'Олег Кур’єр', 'email' => 'oleh@staff.test', 'role' => 'courier', 'password' => 'a-long-password'], '/staff/accounts')
        ->assertRedirect('/staff/accounts')->assertSessionHasNoErrors();
    $oleh = StaffMember::query()->where('email', 'oleh@staff.test')->sole();
    Staff::send('PUT', "/staff/accounts/{$oleh->id}/restaurants", ['restaurant_ids' => [$this->restaurant->id]], '/staff/accounts')->assertSessionHasNoErrors();
    Staff::send('PUT', "/staff/accounts/{$oleh->id}", ['name' => $oleh->name, 'email' => $oleh->email, 'role' => 'courier', 'active' => false], '/staff/accounts')->assertSessionHasNoErrors();

    expect($oleh->refresh()->role)->toBe(StaffRole::Courier)
        ->and($oleh->active)->toBeFalse()
        ->and($oleh->restaurants->pluck('id')->all())->toBe([$this->restaurant->id]);

    Staff::signIn(StaffRole::Operator);
    Staff::send('POST', '/staff/accounts', ['name' => 'Ще кур’єр', 'email' => 'more@staff.test', 'role' => 'courier', 'password' => 'a-long-password'], '/staff/board')->assertForbidden();
});

it('gives a switched-off courier nothing: not signed in, not given orders', function () {
    $order = Couriers::order($this->restaurant);
    $this->courier->update(['active' => false]);
    Staff::signIn(StaffRole::Operator);

    $this->withHeaders(Staff::json())->putJson("/en/staff/orders/{$order->number}/courier", ['courier_id' => $this->courier->id])
        ->assertUnprocessable()->assertJsonPath('errors.courier.0', 'Choose a courier account.');
    $this->post('/staff/logout');
    $this->post('/staff/login', ['email' => $this->courier->email, 'password' => Staff::PASSWORD])->assertInvalid('email');
});
