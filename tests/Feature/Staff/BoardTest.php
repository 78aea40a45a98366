<?php

use App\Models\Order;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\OrderStatus;
use App\Staff\Board\BoardVersion;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\DB;
use Tests\Feature\Staff\StaffFixtures as Staff;

// The live board: open orders as tickets, polled cheaply (304 while the board's version holds), filtered.

it('lists the open orders as tickets with everything the kitchen reads', function () {
    Staff::signIn(StaffRole::Kitchen);
    $order = Staff::order(OrderStatus::Accepted, ['comment' => 'Без васабі', 'persons' => 3, 'name' => 'Олена', 'address' => ['street' => 'Хрещатик', 'house' => '1', 'apartment' => '5', 'comment' => 'Код 12']]);
    Staff::order(OrderStatus::Completed);
    Staff::order(OrderStatus::Cancelled);

    $response = Staff::staffFeed()->assertOk()->assertJsonCount(1, 'tickets');

    expect($response->json('tickets.0'))->toMatchArray([
        'number' => $order->number, 'status' => 'accepted', 'payment_status' => 'unpaid', 'payment_type' => 'cash', 'order_type' => 'delivery',
        'asap' => true, 'comment' => 'Без васабі', 'courier_comment' => 'Код 12', 'persons' => 3, 'name' => 'Олена', 'phone' => '380501112233',
        'address' => ['street' => 'Хрещатик', 'house' => '1', 'apartment' => '5'], 'moves' => ['cooking'],
    ])->and($response->json('tickets.0.lines.0'))->toMatchArray(['name' => 'Філадельфія', 'quantity' => 2, 'modifiers' => [['name' => 'Імбир', 'quantity' => 1]]])
        ->and($response->json('tickets.0.placed_at'))->toMatch('/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/');
});

it('names the lines and modifiers in the page language', function () {
    Staff::signIn(StaffRole::Kitchen);
    Staff::order(OrderStatus::New);

    Staff::staffFeed(prefix: '/en')->assertJsonPath('tickets.0.lines.0.name', 'Philadelphia')->assertJsonPath('tickets.0.lines.0.modifiers.0.name', 'Ginger');
});

it('offers each role only its moves', function (StaffRole $role, array $moves) {
    Staff::signIn($role);
    Staff::pickup(OrderStatus::Cooking);

    Staff::staffFeed()->assertJsonPath('tickets.0.moves', $moves);
})->with([
    'operator' => [StaffRole::Operator, ['ready_for_pickup']],
    'kitchen' => [StaffRole::Kitchen, ['ready_for_pickup']],
    'manager' => [StaffRole::Manager, ['ready_for_pickup']],
]);

it('does not offer the kitchen to accept or to complete', function () {
    Staff::signIn(StaffRole::Kitchen);
    Staff::order(OrderStatus::New);
    Staff::pickup(OrderStatus::ReadyForPickup);

    Staff::staffFeed()->assertJsonPath('tickets.0.moves', [])->assertJsonPath('tickets.1.moves', []);
});

it('answers 304 while nothing changed, and the tickets again once an order changes', function () {
    Staff::signIn(StaffRole::Kitchen);
    $order = Staff::order(OrderStatus::New);
    $etag = Staff::staffFeed()->assertOk()->headers->get('ETag');

    Staff::staffFeed($etag)->assertStatus(304)->assertHeader('Cache-Control', 'no-store, private');

    app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Accepted);

    $next = Staff::staffFeed($etag)->assertOk()->assertJsonPath('tickets.0.status', 'accepted');
    expect($next->headers->get('ETag'))->not->toBe($etag);
});

it('moves the board version when an order is placed, after the placing transaction commits', function () {
    Staff::signIn(StaffRole::Kitchen);
    $etag = Staff::staffFeed()->headers->get('ETag');

    $seenInside = null;
    DB::transaction(function () use (&$seenInside) {
        $before = app(BoardVersion::class)->current();
        Staff::order(OrderStatus::New);
        $seenInside = app(BoardVersion::class)->current() === $before;
    });

    expect($seenInside)->toBeTrue();
    Staff::staffFeed($etag)->assertOk()->assertJsonCount(1, 'tickets');
});

it('reads one row and the cache for a poll that finds nothing changed', function () {
    Staff::signIn(StaffRole::Kitchen);
    Staff::order(OrderStatus::New);
    $etag = Staff::staffFeed()->headers->get('ETag');

    DB::enableQueryLog();
    DB::flushQueryLog();
    Staff::staffFeed($etag)->assertStatus(304);

    // The staff member's row, read by the guard; no order is read. (In the test the guard holds the member already.)
    expect(collect(DB::getQueryLog())->pluck('query')->filter(fn ($q) => str_contains($q, 'orders'))->all())->toBe([])
        ->and(count(DB::getQueryLog()))->toBeLessThanOrEqual(1);
});

it('gives each filter its own tickets and ETag', function () {
    Staff::signIn(StaffRole::Operator);
    $delivery = Staff::order(OrderStatus::New);
    $pickup = Staff::pickup(OrderStatus::New);

    $all = Staff::staffFeed()->assertJsonCount(2, 'tickets');
    $pickups = Staff::staffFeed(null, ['type' => 'pickup'])->assertJsonCount(1, 'tickets')->assertJsonPath('tickets.0.number', $pickup->number);
    Staff::staffFeed(null, ['restaurant' => $delivery->restaurant_id])->assertJsonCount(1, 'tickets')->assertJsonPath('tickets.0.number', $delivery->number);

    expect($pickups->headers->get('ETag'))->not->toBe($all->headers->get('ETag'));
    Staff::staffFeed($all->headers->get('ETag'), ['type' => 'pickup'])->assertOk();
});

it('refuses malformed filters with 422', function () {
    Staff::signIn(StaffRole::Operator);

    Staff::staffFeed(null, ['type' => 'drone'])->assertStatus(422)->assertJsonValidationErrors('type');
    Staff::staffFeed(null, ['restaurant' => 'x'])->assertStatus(422)->assertJsonValidationErrors('restaurant');
});

it('renders the board page with its tickets and polling settings, ignoring a filter it cannot read', function () {
    Staff::signIn(StaffRole::Kitchen);
    Staff::order(OrderStatus::New);
    config(['shop.staff.board.amber_minutes' => 7, 'shop.staff.board.red_minutes' => 12]);

    $this->get('/staff/board?type=drone')->assertOk()
        ->assertInertia(fn ($page) => $page->component('staff/board')
            ->has('tickets', 1)
            ->where('filters.type', null)
            ->where('board.amberMinutes', 7)
            ->where('board.redMinutes', 12)
            ->where('board.pollMs', 3000)
            ->where('staff.role', 'kitchen')
            ->etc());
});

it('shows the newest orders up to the configured number, oldest first', function () {
    config(['shop.staff.board.max_tickets' => 2]);
    Staff::signIn(StaffRole::Operator);
    $oldest = Staff::order(OrderStatus::Cooking);
    Order::query()->whereKey($oldest->id)->update(['created_at' => now()->subHours(2)]);
    $older = Staff::order(OrderStatus::New);
    Order::query()->whereKey($older->id)->update(['created_at' => now()->subHour()]);
    $newest = Staff::order(OrderStatus::New);

    Staff::staffFeed()->assertJsonCount(2, 'tickets')->assertJsonPath('tickets.0.number', $older->number)->assertJsonPath('tickets.1.number', $newest->number);
});
