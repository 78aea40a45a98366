<?php

use App\Models\PaymentRefund;
use App\Shop\Ordering\OrderStatus;
use App\Staff\StaffRole;
use Carbon\CarbonImmutable;
use Tests\Feature\Staff\StaffFixtures as Staff;

// The day's figures for a manager, and the CSV export of a range's orders.

beforeEach(fn () => $this->travelTo(CarbonImmutable::parse('2026-06-10 18:00', 'Europe/Kyiv')));

it('counts today\'s orders, revenue, average ticket, cancellations with reasons, orders per hour and top dishes', function () {
    Staff::signIn(StaffRole::Manager);
    Staff::staffPlaced('2026-06-10 09:15', 40000);
    Staff::staffPlaced('2026-06-10 09:50', 60000, OrderStatus::Accepted);
    $refunded = Staff::staffPlaced('2026-06-10 13:05', 50000);
    PaymentRefund::query()->create(['order_id' => $refunded->id, 'driver' => 'sandbox', 'amount' => 10000]);
    Staff::staffPlaced('2026-06-10 14:00', 99900, OrderStatus::Cancelled, ['cancellation_reason' => 'out_of_stock']);
    Staff::staffPlaced('2026-06-09 23:59', 70000); // yesterday (Kyiv)
    Staff::staffPlaced('2026-06-11 00:00', 70000); // tomorrow

    $figures = Staff::visit('/staff/reports')->assertOk()->json('props.figures');

    expect($figures)->toMatchArray([
        'from' => '2026-06-10', 'to' => '2026-06-10', 'orders' => 3, 'revenue' => 140000, 'refunded' => 10000, 'average' => 46666,
        'cancelled' => 1, 'reasons' => [['reason' => 'out_of_stock', 'count' => 1]],
    ])->and($figures['perHour'][9])->toBe(2)->and($figures['perHour'][13])->toBe(1)->and(array_sum($figures['perHour']))->toBe(3)
        ->and($figures['top'][0])->toMatchArray(['name' => 'Філадельфія', 'quantity' => 6]);
});

it('counts a chosen range of days', function () {
    Staff::signIn(StaffRole::Manager);
    Staff::staffPlaced('2026-06-08 12:00', 30000);
    Staff::staffPlaced('2026-06-09 12:00', 30000);
    Staff::staffPlaced('2026-06-10 12:00', 30000);

    Staff::visit('/staff/reports?from=2026-06-08&to=2026-06-09')->assertJsonPath('props.figures.orders', 2)->assertJsonPath('props.problem', null);
});

it('shows today and says why for a range it cannot use', function (string $query) {
    Staff::signIn(StaffRole::Manager);

    Staff::visit('/staff/reports?'.$query)->assertOk()
        ->assertJsonPath('props.figures.from', '2026-06-10')
        ->assertJsonPath('props.problem', 'Період — не довше 366 днів, кінець не раніше початку.');
})->with([
    'end before start' => ['from=2026-06-10&to=2026-06-01'],
    'too long' => ['from=2024-01-01&to=2026-06-10'],
    'not a date' => ['from=yesterday'],
    'impossible date' => ['from=2026-02-30'],
]);

it('exports the orders of a range as CSV, with formula-looking cells quoted', function () {
    Staff::signIn(StaffRole::Manager);
    $order = Staff::staffPlaced('2026-06-10 09:15', 40000, OrderStatus::Completed, ['name' => '=HYPERLINK("x")']);
    Staff::staffPlaced('2026-06-01 09:15', 40000);

    $response = $this->get('/staff/reports/orders.csv?from=2026-06-10&to=2026-06-10')->assertOk()
        ->assertHeader('Content-Type', 'text/csv; charset=UTF-8')
        ->assertHeader('Cache-Control', 'no-store, private');
    $lines = array_map(fn ($line) => str_getcsv($line, ',', '"', ''), array_filter(explode("\n", ltrim($response->streamedContent(), "\xEF\xBB\xBF"))));

    expect($lines)->toHaveCount(2)
        ->and($lines[0][0])->toBe('number')
        ->and($lines[1][0])->toBe($order->number)
        ->and($lines[1][1])->toBe('2026-06-10 09:15')
        ->and($lines[1][12])->toBe('40000')
        ->and($lines[1][17])->toBe("'=HYPERLINK(\"x\")");
});

it('refuses a CSV range it cannot use with 422', function () {
    Staff::signIn(StaffRole::Manager);

    $this->withHeaders(Staff::json())->getJson('/staff/reports/orders.csv?from=2026-06-10&to=2026-01-01')->assertStatus(422)->assertJsonValidationErrors('to');
});
