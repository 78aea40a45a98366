<?php

use App\Models\CourierShift;
use App\Models\Order;
use App\Models\Restaurant;
use App\Models\StaffMember;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Tests\Feature\Couriers\CourierFixtures as Couriers;
use Tests\Support\RaceDatabase;

// Two people giving or taking the same order at the same instant, in two PHP processes on two database connections
// (PostgreSQL: the row lock decides): one wins, the other gets the 409 naming who has it. The test's own database
// transaction hides its rows from other connections, so the race's rows are committed through a second connection
// and removed afterwards.

beforeEach(function () {
    if (DB::getDriverName() !== 'pgsql') {
        $this->markTestSkipped('Two processes racing need a server database (run with scripts/with-pg-redis.sh).');
    }
    // A committed database of its own (the test's own lives in a transaction the workers cannot see).
    RaceDatabase::use();
    RaceDatabase::release();
    $this->restaurant = Couriers::dispatchRaceSave(Restaurant::factory()->make());
    $member = fn (StaffRole $role, string $name) => Couriers::dispatchRaceSave(new StaffMember(['name' => $name, 'email' => Str::lower(Str::random(10)).'@race.test', 'role' => $role, 'password' => 'x', 'active' => true]));
    $this->operatorA = $member(StaffRole::Operator, 'Operator A');
    $this->operatorB = $member(StaffRole::Operator, 'Operator B');
    $this->oleh = $member(StaffRole::Courier, 'Oleh');
    $this->ivan = $member(StaffRole::Courier, 'Ivan');
    foreach ([$this->oleh, $this->ivan] as $courier) {
        DB::connection('race')->table('restaurant_staff_member')->insert(['staff_member_id' => $courier->id, 'restaurant_id' => $this->restaurant->id]);
        Couriers::dispatchRaceSave(new CourierShift(['staff_member_id' => $courier->id, 'restaurant_id' => $this->restaurant->id, 'started_at' => now()]));
    }
});

afterEach(function () {
    if (DB::getDriverName() !== 'pgsql') {
        return;
    }
    $race = DB::connection('race');
    $staff = $race->table('staff_members')->where('email', 'like', '%@race.test')->pluck('id');
    $orders = $race->table('orders')->where('restaurant_id', $this->restaurant->id)->pluck('id');
    $race->table('staff_audit_log')->whereIn('staff_member_id', $staff)->delete();
    $race->table('deliveries')->whereIn('order_id', $orders)->delete();
    $race->table('courier_shifts')->whereIn('staff_member_id', $staff)->delete();
    $race->table('restaurant_staff_member')->whereIn('staff_member_id', $staff)->delete();
    $race->table('orders')->where('restaurant_id', $this->restaurant->id)->delete();
    $race->table('staff_members')->where('email', 'like', '%@race.test')->delete();
    $race->table('restaurants')->where('id', $this->restaurant->id)->delete();
    DB::purge('race');
});

it('gives the order to one courier when two operators assign it at once; the other hears who has it', function () {
    $order = Couriers::dispatchRaceOrder($this->restaurant);

    $answers = Couriers::dispatchRace(['assign', $order, $this->oleh, $this->operatorA], ['assign', $order, $this->ivan, $this->operatorB]);

    $statuses = array_column($answers, 'status');
    sort($statuses);
    expect($statuses)->toBe([200, 409]);
    $winner = DB::connection('race')->table('deliveries')->where('order_id', $order->id)->sole();
    $loser = collect($answers)->firstWhere('status', 409);
    $name = (int) $winner->courier_id === $this->oleh->id ? 'Oleh' : 'Ivan';
    expect($loser['message'])->toBe("Order RACE-{$order->id} is already with $name.");
});

it('lets one win when an operator assigns and a courier takes the same order at once', function () {
    $order = Couriers::dispatchRaceOrder($this->restaurant);

    $answers = Couriers::dispatchRace(['assign', $order, $this->oleh, $this->operatorA], ['take', $order, $this->ivan, $this->ivan]);

    $statuses = array_column($answers, 'status');
    sort($statuses);
    expect($statuses)->toBe([200, 409])
        ->and(DB::connection('race')->table('deliveries')->where('order_id', $order->id)->count())->toBe(1);
});
