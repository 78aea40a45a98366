<?php

use App\Models\Order;
use App\Staff\StaffRole;
use Carbon\CarbonImmutable;
use Illuminate\Database\Events\QueryExecuted;
use Illuminate\Support\Facades\DB;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Feature\Staff\VolumeFixtures;

// On PostgreSQL (the production database), with two months of orders analysed, the staff area's queries of orders,
// their lines and histories find their rows by index (issue 31): the board and overview feeds, the order list and an
// order's page, and the figures. Each query the pages run is EXPLAINed; a sequential scan of those tables fails.

const PLANNED_TABLES = ['orders', 'order_lines', 'order_status_history', 'payment_status_history'];

beforeEach(function () {
    if (DB::getDriverName() !== 'pgsql') {
        $this->markTestSkipped('query plans are checked on PostgreSQL (bash scripts/with-pg-redis.sh php vendor/bin/pest '.basename(__FILE__).')');
    }
    seedShop();
    $this->travelTo(CarbonImmutable::parse('2026-11-05 13:30', 'Europe/Kyiv'));
    VolumeFixtures::seed(CarbonImmutable::parse('2026-09-06', 'Europe/Kyiv'), 61, 60);
    // A chain's evening: about one order in fifty still open, the rest finished.
    Order::query()->whereIn('status', ['new', 'accepted', 'cooking', 'on_the_way', 'ready_for_pickup'])->whereRaw('id % 50 <> 0')->update(['status' => 'completed']);
    DB::statement('ANALYZE');
});

it('finds orders, lines and histories by index on the board, overview, order list, order page and figures', function () {
    $queries = [];
    DB::listen(function (QueryExecuted $q) use (&$queries) {
        if (preg_match('/^\s*select/i', $q->sql) === 1 && preg_match('/"?('.implode('|', PLANNED_TABLES).')"?/', $q->sql) === 1) {
            $queries[] = [$q->sql, $q->bindings];
        }
    });
    $number = Order::query()->where('created_at', '<', '2026-10-01')->orderBy('id')->value('number');

    Staff::signIn(StaffRole::Manager);
    $this->getJson('/staff/board/feed')->assertOk();
    $this->getJson('/staff/overview/feed')->assertOk();
    Staff::visit('/staff/orders')->assertOk();
    Staff::visit('/staff/orders?status=completed&date=2026-10-20')->assertOk();
    Staff::visit('/staff/orders?q=380500000123')->assertOk();
    Staff::visit('/staff/orders/'.$number)->assertOk();
    Staff::visit('/staff/reports?from=2026-10-06&to=2026-11-05')->assertOk();
    $kitchen = Staff::signIn(StaffRole::Kitchen);
    $kitchen->restaurants()->sync([\App\Models\Restaurant::query()->value('id')]);
    $this->getJson('/staff/board/feed')->assertOk();
    Staff::visit('/staff/orders')->assertOk();

    expect(count($queries))->toBeGreaterThan(20);
    $scans = [];
    foreach ($queries as [$sql, $bindings]) {
        $plan = json_decode((string) DB::selectOne('EXPLAIN (FORMAT JSON) '.$sql, $bindings)->{'QUERY PLAN'}, true)[0]['Plan'];
        foreach (Staff::seqScans($plan) as $table) {
            $scans[] = "$table: $sql";
        }
    }

    expect($scans)->toBe([]);
});
