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

/**
 * The embedded shop port (LocalShopApi, built with the container's services) as a Mockery partial mock bound as the
 * ShopApi, without the cache around it: the answers a test sets with shouldReceive() replace the port's own, every other
 * method answers as the port does. (Laravel's partialMock() would skip the constructor whose services the port needs.)
 */
function partialShopApi(): \Mockery\MockInterface
{
    $port = Mockery::mock(\App\ShopApi\LocalShopApi::class, array_map(fn (string $service) => app($service), [
        \App\ShopApi\ShopContext::class, \App\Shop\Dictionaries::class, \App\Shop\Catalog\Catalog::class,
    ]))->makePartial();
    app()->instance(\App\ShopApi\ShopApi::class, $port);

    return $port;
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

/**
 * The partial reload the browser makes for a page's deferred props (every group), as the same visitor: the test's
 * cookies go with it (the package's loadDeferredProps() makes its reload without them, as a stranger).
 */
function loadDeferred(\Illuminate\Testing\TestResponse $first): \Illuminate\Testing\TestResponse
{
    $page = json_decode(json_encode($first->viewData('page')), true);
    $only = implode(',', array_merge(...array_values($page['deferredProps'] ?? [])));
    expect($only)->not->toBe('', 'the page defers no prop');

    // Without X-Inertia, as the package's own reload: the partial page comes in the root view, where assertInertia reads it.
    return test()->get($page['url'], [
        'X-Inertia-Version' => $page['version'],
        'X-Inertia-Partial-Component' => $page['component'],
        'X-Inertia-Partial-Data' => $only,
    ]);
}

/**
 * The page object inside an HTML answer (the root view's <script data-page="app"> element), for answers that are not
 * a rendered view (a page cache hit, a followed redirect): the package's assertInertia reads only the view's data.
 *
 * @return array<string, mixed>
 */
function htmlPage(\Illuminate\Testing\TestResponse $response): array
{
    preg_match('#<script data-page="app" type="application/json">(.*?)</script>#s', (string) $response->getContent(), $match);
    expect($match)->not->toBe([], 'the answer holds no Inertia page object');

    return json_decode($match[1], true, flags: JSON_THROW_ON_ERROR);
}

/** An HTML answer as a person reads it: the page object's \u escapes (JSON_HEX_TAG encoding) turned back into text. */
function readableHtml(\Illuminate\Testing\TestResponse $response): string
{
    return (string) preg_replace_callback('/\\\\u([0-9a-fA-F]{4})/', fn (array $m) => mb_chr((int) hexdec($m[1])), (string) $response->getContent());
}
