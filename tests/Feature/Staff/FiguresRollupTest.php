<?php

use App\Models\Order;
use App\Models\PaymentRefund;
use App\Staff\Reports\Figures;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Feature\Staff\VolumeFixtures;

// The figures by SQL aggregates and daily rollups (issue 31) give what walking every order in PHP gave, on a seeded
// month across the end of summer time (Kyiv, 2026-10-25), the first and last second of local days included.

beforeEach(function () {
    seedShop();
    $this->travelTo(CarbonImmutable::parse('2026-11-05 13:30', 'Europe/Kyiv'));
    VolumeFixtures::seed(CarbonImmutable::parse('2026-10-10', 'Europe/Kyiv'), 31, 40);
});

it('equals the slow way for a month, single days at the timezone edges and ranges ending today or later', function (string $from, string $to, string $locale) {
    [$fast, $slow] = Staff::figuresBothWays($from, $to, $locale);

    expect($fast['orders'])->toBeGreaterThan(0)->and($fast)->toBe($slow);
})->with([
    'the month' => ['2026-10-10', '2026-11-09', 'uk'],
    'the month (en)' => ['2026-10-10', '2026-11-09', 'en'],
    'summer time ends' => ['2026-10-25', '2026-10-25', 'uk'],
    'the day before' => ['2026-10-24', '2026-10-24', 'en'],
    'past days' => ['2026-10-12', '2026-10-30', 'uk'],
    'today alone' => ['2026-11-05', '2026-11-05', 'uk'],
    'yesterday to tomorrow' => ['2026-11-04', '2026-11-06', 'en'],
]);

it('keeps the daily rollups and reads them again, and a write under a rolled-up day is counted at once', function () {
    [$fast, $slow] = Staff::figuresBothWays('2026-10-10', '2026-11-04');
    expect($fast)->toBe($slow)
        ->and(DB::table('order_figure_days')->whereNotNull('data')->whereColumn('data_version', 'version')->count())->toBe(26);

    // Viewed again, the range is one read of the days' versions and the cached sum: no order, no stored day is read.
    $range = [CarbonImmutable::parse('2026-10-10', 'Europe/Kyiv'), CarbonImmutable::parse('2026-11-04', 'Europe/Kyiv'), 'uk'];
    app(Figures::class)->between(...$range);
    $reads = [];
    DB::listen(function ($q) use (&$reads) {
        $reads[] = $q->sql;
    });
    expect(app(Figures::class)->between(...$range))->toBe($fast);
    expect(array_values(array_filter($reads, fn ($sql) => preg_match('/from "(orders|payment_refunds)"|"data" from "order_figure_days"/', $sql) === 1)))->toBe([]);

    // A bulk update, a refund and a new line under two rolled-up days: their versions move, the figures follow.
    $day = fn (string $d) => Order::query()->whereBetween('created_at', [
        CarbonImmutable::parse($d, 'Europe/Kyiv')->utc()->format('Y-m-d H:i:s'), CarbonImmutable::parse($d, 'Europe/Kyiv')->endOfDay()->utc()->format('Y-m-d H:i:s'),
    ]);
    $day('2026-10-25')->where('status', '!=', 'cancelled')->limit(5)->pluck('id')
        ->each(fn ($id) => Order::query()->whereKey($id)->update(['status' => 'cancelled', 'cancellation_reason' => 'duplicate']));
    $order = $day('2026-10-12')->where('status', 'completed')->firstOrFail();
    PaymentRefund::query()->create(['order_id' => $order->id, 'driver' => 'sandbox', 'amount' => 700]);
    $order->lines()->create(['name' => ['uk' => 'Нова', 'en' => 'New'], 'slug' => 'miso', 'quantity' => 50, 'unit_price' => 100, 'modifiers' => [], 'line_total' => 5000]);
    expect(DB::table('order_figure_days')->whereColumn('data_version', '!=', 'version')->pluck('day')->map(fn ($d) => substr($d, 0, 10))->sort()->values()->all())
        ->toBe(['2026-10-12', '2026-10-25']);

    [$after, $slowAfter] = Staff::figuresBothWays('2026-10-10', '2026-11-04');
    expect($after)->toBe($slowAfter)->and($after['cancelled'])->toBe($fast['cancelled'] + 5)
        ->and(collect($after['reasons'])->firstWhere('reason', 'duplicate')['count'])->toBe(5);
});

it('answers the reports page for a year from the rollups', function () {
    \Tests\Feature\Staff\StaffFixtures::signIn(\App\Staff\StaffRole::Manager);

    $figures = \Tests\Feature\Staff\StaffFixtures::visit('/staff/reports?from=2025-11-06&to=2026-11-05')->assertOk()->json('props.figures');

    expect($figures['orders'])->toBe(Staff::figuresBothWays('2025-11-06', '2026-11-05')[1]['orders'])
        ->and(DB::table('order_figure_days')->count())->toBe(364); // today is summed from its orders
});
