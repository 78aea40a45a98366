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

/** A live bearer token of the seeded demo customer (or of $phone's customer, created when new). */
function customerToken(string $phone = \Database\Seeders\CustomerSeeder::PHONE): string
{
    $customer = \App\Models\Customer::query()->firstOrCreate(['phone' => $phone]);

    return $customer->createToken('storefront')->plainTextToken;
}
