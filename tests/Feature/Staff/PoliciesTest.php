<?php

use App\Models\StaffMember;
use App\Shop\Ordering\OrderStatus;
use App\Staff\StaffRole;
use Tests\Feature\Staff\StaffFixtures as Staff;

// Every staff route and action, for every role: allowed (a success) or refused (403, nothing changes).

$matrix = [
    // action => roles allowed
    'board' => ['manager', 'operator', 'kitchen'],
    'board feed' => ['manager', 'operator', 'kitchen'],
    'orders' => ['manager', 'operator', 'kitchen'],
    'order page' => ['manager', 'operator', 'kitchen'],
    'cancel' => ['manager', 'operator'],
    'mark paid' => ['manager', 'operator'],
    'refund' => ['manager', 'operator'],
    'stop-list page' => ['manager', 'operator', 'kitchen'],
    'stop-list change' => ['manager', 'operator', 'kitchen'],
    'notices page' => ['manager', 'operator'],
    'notices change' => ['manager', 'operator'],
    'hours change' => ['manager', 'operator'],
    'hours removal' => ['manager', 'operator'],
    'reports' => ['manager'],
    'csv export' => ['manager'],
    'accounts page' => ['manager'],
    'account creation' => ['manager'],
    'account change' => ['manager'],
    'password reset' => ['manager'],
    'sign out another' => ['manager'],
    'sign out oneself' => ['manager', 'operator', 'kitchen'],
    'audit' => ['manager'],
];

$cases = [];
foreach ($matrix as $action => $allowed) {
    // Couriers (another restaurant's order is not found for them) have their own matrix: tests/Feature/Couriers.
    foreach (array_diff(StaffRole::values(), [StaffRole::Courier->value]) as $role) {
        $cases["$role: $action"] = [$role, $action, in_array($role, $allowed, true)];
    }
}

/** The actions still answered as JSON (the board's quick moves and the order actions). */
const FORM_LESS = ['cancel', 'mark paid', 'refund'];

it('lets each role do what it may and refuses the rest with 403', function (string $role, string $action, bool $allowed) {
    $me = Staff::signIn(StaffRole::from($role));
    [$method, $url, $body] = Staff::staffAction($action, $me);
    $json = in_array($action, FORM_LESS, true) || str_contains($url, 'feed') || str_ends_with($url, '.csv');

    if ($method !== 'GET' && ! $json) {
        $response = Staff::send($method, $url, $body, '/staff/board');
        expect($response->getStatusCode())->toBe($allowed ? 303 : 403);
        if ($allowed) {
            $response->assertSessionHasNoErrors();
        }

        return;
    }
    $headers = $json ? Staff::json() : ['X-Inertia' => 'true', 'X-Inertia-Version' => (string) (new \App\Http\Middleware\HandleInertiaRequests)->version(request())];

    $response = $this->withHeaders($headers)->json($method, $url, $body);

    expect($response->getStatusCode())->toBe($allowed ? 200 : 403);
})->with($cases);

it('changes nothing when a role is refused', function () {
    Staff::signIn(StaffRole::Kitchen);
    $order = Staff::order(OrderStatus::Accepted);

    $this->withHeaders(Staff::json())->postJson("/staff/orders/{$order->number}/cancel", ['from' => 'accepted', 'reason' => 'duplicate'])->assertForbidden();
    Staff::send('POST', '/staff/accounts', ['name' => 'Шпигун', 'email' => 'spy@staff.test', 'role' => 'manager', 'password' => 'a-long-password'], '/staff/board')->assertForbidden();

    expect($order->refresh()->status)->toBe(OrderStatus::Accepted)
        ->and(StaffMember::query()->where('email', 'spy@staff.test')->exists())->toBeFalse();
});

it('shows each role only the sections it may open', function (StaffRole $role, array $can) {
    Staff::signIn($role);

    Staff::visit('/staff/board')->assertOk()->assertJsonPath('props.can', $can);
})->with([
    'manager' => [StaffRole::Manager, ['stopList' => true, 'notices' => true, 'reports' => true, 'accounts' => true, 'audit' => true, 'menu' => true, 'reviews' => true, 'phoneOrders' => true, 'overview' => true, 'deliveries' => false]],
    'operator' => [StaffRole::Operator, ['stopList' => true, 'notices' => true, 'reports' => false, 'accounts' => false, 'audit' => false, 'menu' => false, 'reviews' => true, 'phoneOrders' => true, 'overview' => true, 'deliveries' => false]],
    'kitchen' => [StaffRole::Kitchen, ['stopList' => true, 'notices' => false, 'reports' => false, 'accounts' => false, 'audit' => false, 'menu' => false, 'reviews' => false, 'phoneOrders' => false, 'overview' => false, 'deliveries' => false]],
]);

it('shows a courier only their deliveries', function () {
    Staff::signIn(StaffRole::Courier);

    Staff::visit('/staff/deliveries')->assertOk()->assertJsonPath('props.can', ['stopList' => false, 'notices' => false, 'reports' => false, 'accounts' => false, 'audit' => false, 'menu' => false, 'reviews' => false, 'phoneOrders' => false, 'overview' => false, 'deliveries' => true]);
});

it('allows each role exactly its order moves, and nobody a cancellation by a move', function (StaffRole $role, array $expected) {
    $allowed = [];
    foreach (OrderStatus::cases() as $from) {
        foreach (OrderStatus::cases() as $to) {
            if ($role->canMove($from, $to)) {
                $allowed[] = "{$from->value}→{$to->value}";
            }
        }
    }

    expect($allowed)->toBe($expected);
})->with([
    'manager' => [StaffRole::Manager, ['new→accepted', 'accepted→cooking', 'cooking→on_the_way', 'cooking→ready_for_pickup', 'on_the_way→completed', 'ready_for_pickup→completed']],
    'operator' => [StaffRole::Operator, ['new→accepted', 'accepted→cooking', 'cooking→on_the_way', 'cooking→ready_for_pickup', 'on_the_way→completed', 'ready_for_pickup→completed']],
    'kitchen' => [StaffRole::Kitchen, ['accepted→cooking', 'cooking→ready_for_pickup']],
]);
