<?php

use Tests\Support\RefreshShopDatabase;
use Tests\Support\ReportBudget;
use Tests\TestCase;

pest()->extend(TestCase::class)->use(RefreshShopDatabase::class)->in('Feature');
pest()->extend(TestCase::class)->in('Unit');

// The log budget (tests/Support/ReportBudget.php): the suites of races and replays write no ERROR line and send no
// Sentry event, except the failures a test provokes on purpose and declares (ReportBudget::expect).
pest()->beforeEach(fn () => ReportBudget::watch())->afterEach(fn () => ReportBudget::assertKept())
    ->in('Feature/Couriers', 'Feature/Staff', 'Feature/Payments', 'Feature/Checkout', 'Feature/Overview', 'Feature/Privacy');

/** The seeded embedded shop (dictionaries, menu, demo accounts) for the rest of the test: seeded once per process. */
function seedShop(): void
{
    test()->useSeededShop();
}
