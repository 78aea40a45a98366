<?php

use Tests\Support\RefreshShopDatabase;
use Tests\TestCase;

pest()->extend(TestCase::class)->use(RefreshShopDatabase::class)->in('Feature');
pest()->extend(TestCase::class)->in('Unit');

/** The seeded embedded shop (dictionaries, menu, demo accounts) for the rest of the test: seeded once per process. */
function seedShop(): void
{
    test()->useSeededShop();
}
