<?php

use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

pest()->extend(TestCase::class)->use(RefreshDatabase::class)->in('Feature');
pest()->extend(TestCase::class)->in('Unit');

/** Seed the embedded shop (dictionaries and menu) for a test. */
function seedShop(): void
{
    test()->seed(\Database\Seeders\DatabaseSeeder::class);
}
