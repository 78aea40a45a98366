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

/** The id of a seeded product: ids differ between database backends (sequences outlive rolled-back tests), never hard-code one. */
function productId(string $slug): int
{
    return \App\Models\Product::query()->where('slug', $slug)->firstOrFail()->id;
}

/** A live bearer token of the seeded demo customer (or of $phone's customer, created when new). */
function customerToken(string $phone = \Database\Seeders\CustomerSeeder::PHONE): string
{
    $customer = \App\Models\Customer::query()->firstOrCreate(['phone' => $phone]);

    return $customer->createToken('storefront')->plainTextToken;
}
