<?php

use App\Models\CourierCashHandover;
use App\Models\Delivery;
use App\Models\StaffAuditEntry;
use App\Staff\StaffRole;
use Carbon\CarbonImmutable;
use Tests\Feature\Couriers\CourierFixtures as Couriers;
use Tests\Feature\Staff\StaffFixtures as Staff;

// Cash at the end of the shift: per courier the deliveries, the cash collected, card-terminal sums and cash tips; the
// manager closes each courier's day with the amount received (a shortfall recorded), once, audited.

beforeEach(function () {
    $this->travelTo(CarbonImmutable::parse('2026-06-10 20:00', 'Europe/Kyiv'));
    $this->restaurant = Staff::restaurant();
    $this->oleh = Couriers::courier($this->restaurant, attributes: ['name' => 'Олег Петренко']);
});

it('sums each courier\'s day: deliveries, cash collected, card-terminal sums and cash tips', function () {
    Couriers::deliverAs($this->oleh, Couriers::order($this->restaurant), 50000);
    Couriers::deliverAs($this->oleh, Couriers::order($this->restaurant, attributes: ['total' => 30000, 'tip' => 1000]), 30000);
    Couriers::deliverAs($this->oleh, Couriers::order($this->restaurant, attributes: ['payment_type' => 'card-courier', 'change_from' => null, 'total' => 42000, 'tip' => 5000]), null);
    Staff::signIn(StaffRole::Manager);

    Staff::visit('/staff/couriers/cash')->assertOk()->assertJsonPath('component', 'staff/courier-cash')->assertJsonPath('props.day', '2026-06-10')
        ->assertJsonPath('props.couriers', [[
            'courier_id' => $this->oleh->id, 'courier' => 'Олег Петренко', 'deliveries' => 3, 'cash' => 80000, 'terminal' => 42000, 'tips' => 3000,
            'handover' => null, 'open' => 80000, 'carrying' => ['orders' => 0, 'cash' => 0],
        ]]);
    // Another day has nothing.
    Staff::visit('/staff/couriers/cash?day=2026-06-09')->assertJsonPath('props.couriers', []);
});

it('closes a courier\'s day with the cash received, records the shortfall and audits it; once', function (string $prefix, string $message) {
    Couriers::deliverAs($this->oleh, Couriers::order($this->restaurant), 50000);
    $manager = Staff::signIn(StaffRole::Manager);

    Staff::send('POST', "$prefix/staff/couriers/cash", ['courier_id' => $this->oleh->id, 'day' => '2026-06-10', 'received' => '480.50', 'reason' => 'Дав решту'], "$prefix/staff/couriers/cash")
        ->assertRedirect("$prefix/staff/couriers/cash")->assertSessionHasNoErrors();

    $handover = CourierCashHandover::query()->sole();
    expect($handover->expected)->toBe(50000)->and($handover->received)->toBe(48050)->and($handover->shortfall)->toBe(1950)
        ->and($handover->closed_by_id)->toBe($manager->id)->and($handover->deliveries)->toBe(1);
    expect($handover->shortfall_reason)->toBe('Дав решту');
    expect(StaffAuditEntry::query()->where('action', 'courier.cash_close')->sole()->after)->toMatchArray(['expected' => 50000, 'received' => 48050, 'shortfall' => 1950, 'reason' => 'Дав решту']);
    Staff::visit("$prefix/staff/couriers/cash")->assertJsonPath('props.couriers.0.handover.shortfall', 1950)->assertJsonPath('props.couriers.0.handover.reason', 'Дав решту')
        ->assertJsonPath('props.couriers.0.open', 0);

    Staff::send('POST', "$prefix/staff/couriers/cash", ['courier_id' => $this->oleh->id, 'day' => '2026-06-10', 'received' => '500'], "$prefix/staff/couriers/cash");
    expect(Staff::error('received'))->toBe(str_replace(':by', $manager->name, $message))->and(CourierCashHandover::query()->count())->toBe(1);
})->with([
    'uk' => ['', 'Готівку Олег Петренко за цей день уже закрив(ла) :by.'],
    'en' => ['/en', 'The cash of Олег Петренко for this day was already closed by :by.'],
]);

it('refuses a close with nothing delivered, a bad amount, a future day or a non-courier (422), and to anyone but a manager (403)', function () {
    Staff::signIn(StaffRole::Manager);
    $close = fn (array $body) => Staff::send('POST', '/en/staff/couriers/cash', $body + ['courier_id' => $this->oleh->id, 'day' => '2026-06-10', 'received' => '10'], '/en/staff/couriers/cash');

    $close([]);
    expect(Staff::error('received'))->toBe('Олег Петренко delivered nothing on this day.');
    $close(['received' => '-5']);
    expect(Staff::error('received'))->not->toBeNull();
    $close(['day' => '2026-06-11']);
    expect(Staff::error('day'))->toBe('Choose a day.');
    $close(['courier_id' => Staff::member(StaffRole::Operator)->id]);
    expect(Staff::error('courier_id'))->toBe('Choose a courier.');
    expect(CourierCashHandover::query()->count())->toBe(0);

    foreach ([StaffRole::Operator, StaffRole::Kitchen, StaffRole::Courier] as $role) {
        Staff::signIn($role);
        Staff::visit('/staff/couriers/cash')->assertForbidden();
        Staff::send('POST', '/staff/couriers/cash', ['courier_id' => $this->oleh->id, 'day' => '2026-06-10', 'received' => '10'], '/staff/board')->assertForbidden();
    }
});

it('refuses a shortfall without its reason (422 under the field) and keeps nothing; a surplus or an exact count needs none', function (string $prefix, string $message) {
    Couriers::deliverAs($this->oleh, Couriers::order($this->restaurant), 132300);
    Staff::signIn(StaffRole::Manager);
    $close = fn (array $body) => Staff::send('POST', "$prefix/staff/couriers/cash", $body + ['courier_id' => $this->oleh->id, 'day' => '2026-06-10'], "$prefix/staff/couriers/cash");

    $close(['received' => '1300', 'reason' => '   ']);
    expect(Staff::error('reason'))->toBe($message)->and(CourierCashHandover::query()->count())->toBe(0);
    $close(['received' => '1300', 'reason' => str_repeat('я', 501)]);
    expect(Staff::error('reason'))->not->toBeNull()->and(CourierCashHandover::query()->count())->toBe(0);

    // A comma before the kopiyky and spaces between thousands, as a manager types the sum counted.
    $close(['received' => '1 330,50'])->assertSessionHasNoErrors();
    expect(CourierCashHandover::query()->sole())->received->toBe(133050)->shortfall->toBe(-750)->shortfall_reason->toBeNull();
})->with([
    'uk' => ['', "Нестача 23\u{00A0}₴: вкажіть причину."],
    'en' => ['/en', 'A shortfall of UAH 23: give its reason.'],
]);

it('lists the cash orders a courier still carries beside the day', function () {
    Couriers::deliverAs($this->oleh, Couriers::order($this->restaurant), 50000);
    $carried = Couriers::order($this->restaurant, attributes: ['total' => 41000]);
    Staff::signIn($this->oleh);
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/orders/{$carried->number}/take")->assertOk();
    $card = Couriers::order($this->restaurant, attributes: ['payment_type' => 'card-courier', 'change_from' => null]);
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/orders/{$card->number}/take")->assertOk();
    Staff::signIn(StaffRole::Manager);

    Staff::visit('/staff/couriers/cash')->assertJsonPath('props.couriers.0.carrying', ['orders' => 1, 'cash' => 41000]);
});

it('shows cash collected after the close as still to hand over', function () {
    Couriers::deliverAs($this->oleh, Couriers::order($this->restaurant), 50000);
    Staff::signIn(StaffRole::Manager);
    Staff::send('POST', '/staff/couriers/cash', ['courier_id' => $this->oleh->id, 'day' => '2026-06-10', 'received' => '500'], '/staff/couriers/cash')->assertSessionHasNoErrors();

    Couriers::deliverAs($this->oleh, Couriers::order($this->restaurant, attributes: ['total' => 20000]), 20000);
    Staff::signIn(StaffRole::Manager);

    Staff::visit('/staff/couriers/cash')->assertJsonPath('props.couriers.0.cash', 70000)->assertJsonPath('props.couriers.0.open', 20000)
        ->assertJsonPath('props.couriers.0.handover.shortfall', 0);
});

it('gives the figures page deliveries per courier and the delivery time per region, in the CSV too', function () {
    $region = \App\Models\Region::factory()->create(['name' => ['uk' => 'Центр', 'en' => 'City centre'], 'restaurant_id' => $this->restaurant->id]);
    $order = Couriers::order($this->restaurant, attributes: ['region_id' => $region->id]);
    Staff::signIn($this->oleh);
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/orders/{$order->number}/take")->assertOk();
    $id = Delivery::query()->sole()->id;
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/$id/picked-up")->assertOk();
    $this->travel(24)->minutes();
    $this->withHeaders(Staff::json())->postJson("/staff/deliveries/$id/delivered", ['cash' => 50000])->assertOk();
    Staff::signIn(StaffRole::Manager);

    Staff::visit('/en/staff/reports')->assertOk()
        ->assertJsonPath('props.couriers.couriers', [['courier' => 'Олег Петренко', 'deliveries' => 1, 'average_minutes' => 24]])
        ->assertJsonPath('props.couriers.regions', [['region' => 'City centre', 'deliveries' => 1, 'average_minutes' => 24]]);

    $csv = $this->get('/staff/reports/couriers.csv?from=2026-06-10&to=2026-06-10')->assertOk()->streamedContent();
    expect($csv)->toBe("\xEF\xBB\xBFkind,name,deliveries,average_minutes\ncourier,\"Олег Петренко\",1,24\nregion,Центр,1,24\n");
    Staff::signIn(StaffRole::Operator);
    $this->get('/staff/reports/couriers.csv')->assertForbidden();
});
