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

/** What the default cache store holds, for an assertion's failure message: the keys, the generation and revision of the
 *  storefront's cached answers, whether the store the ShopApi writes to is this one, and the clock. */
function cacheState(): string
{
    $store = \Illuminate\Support\Facades\Cache::store()->getStore();
    $api = app(\App\ShopApi\ShopApi::class);
    $apiStore = $api instanceof \App\ShopApi\CachedShopApi ? (fn () => $this->cache->getStore())->call($api) : null;

    return json_encode([
        'keys' => $store instanceof \Illuminate\Cache\ArrayStore ? array_keys($store->all(false)) : get_class($store),
        'generation' => \Illuminate\Support\Facades\Cache::get('shopapi:generation'),
        'revision' => \Illuminate\Support\Facades\Cache::get('shopapi:revision'),
        'same store as the ShopApi' => $apiStore === $store,
        'now' => now()->toIso8601String(),
    ]);
}
