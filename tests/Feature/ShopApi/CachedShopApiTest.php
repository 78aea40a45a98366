<?php

use App\ShopApi\CachedShopApi;
use App\ShopApi\Exceptions\UpstreamException;
use App\ShopApi\ShopContext;
use Illuminate\Support\Facades\Cache;
use Tests\Feature\ShopApi\ScriptedShopApi;
use Tests\Feature\ShopApi\ShopApiFixtures;

// CachedShopApi over a scripted inner adapter; each new CachedShopApi stands for a new request.

beforeEach(function () {
    config(['shop.cache.ttl' => 300, 'shop.cache.stale_ttl' => 3600, 'shop.cache.error_log_interval' => 60]);
    $this->inner = new ScriptedShopApi(app(ShopContext::class));
});

it('serves a fresh answer from the cache without asking the upstream', function () {
    $first = ShopApiFixtures::cachedApi($this->inner)->settings();
    $second = ShopApiFixtures::cachedApi($this->inner)->settings();

    expect($second)->toEqual($first)
        ->and($this->inner->callsOf('settings'))->toBe(1);
});

it('makes the adapter only when the cache misses or a live call needs it', function () {
    $made = 0;
    $inner = $this->inner;
    $lazy = function () use (&$made, $inner) {
        return new CachedShopApi(function () use (&$made, $inner) {
            $made++;

            return $inner;
        }, app(ShopContext::class), Cache::store('array'));
    };

    $lazy()->settings();
    expect($made)->toBe(1);

    $lazy()->settings();
    $lazy()->categories();
    expect($made)->toBe(2)
        ->and($this->inner->callsOf('settings'))->toBe(1);

    $api = $lazy();
    $api->settings();
    expect($made)->toBe(2);
});

it('keeps an answer fresh up to shop.cache.ttl seconds', function () {
    ShopApiFixtures::cachedApi($this->inner)->settings();
    $this->inner->version = 2;

    $this->travel(299)->seconds();

    expect(ShopApiFixtures::cachedApi($this->inner)->settings()->phone)->toEndWith('01')
        ->and($this->inner->callsOf('settings'))->toBe(1);
});

it('asks the upstream again once the answer is older than shop.cache.ttl', function () {
    ShopApiFixtures::cachedApi($this->inner)->settings();
    $this->inner->version = 2;

    $this->travel(301)->seconds();

    expect(ShopApiFixtures::cachedApi($this->inner)->settings()->phone)->toEndWith('02')
        ->and($this->inner->callsOf('settings'))->toBe(2);
});

it('serves the last good copy when the upstream fails', function () {
    ShopApiFixtures::cachedApi($this->inner)->settings();
    $this->inner->failure = new UpstreamException('Upstream /api/get-options answered 502.');

    $this->travel(301)->seconds();

    expect(ShopApiFixtures::cachedApi($this->inner)->settings()->phone)->toEndWith('01')
        ->and($this->inner->callsOf('settings'))->toBe(2);
});

it('logs an upstream failure once per interval while it serves the copy', function () {
    $warnings = ShopApiFixtures::loggedWarnings();
    ShopApiFixtures::cachedApi($this->inner)->settings();
    $this->inner->failure = new UpstreamException('Upstream /api/get-options answered 502.');
    $this->travel(301)->seconds();

    foreach (range(1, 3) as $request) {
        ShopApiFixtures::cachedApi($this->inner)->settings();
    }
    expect($warnings())->toHaveCount(1)->and($warnings()[0])->toContain('"settings"');

    $this->travel(61)->seconds();
    ShopApiFixtures::cachedApi($this->inner)->settings();
    expect($warnings())->toHaveCount(2);
});

it('stops serving the copy after shop.cache.stale_ttl', function () {
    ShopApiFixtures::cachedApi($this->inner)->settings();
    $this->inner->failure = new UpstreamException('Upstream /api/get-options did not answer.');

    $this->travel(300 + 3600 + 1)->seconds();

    expect(fn () => ShopApiFixtures::cachedApi($this->inner)->settings())->toThrow(UpstreamException::class);
});

it('lets the failure through when there is no copy', function () {
    $this->inner->failure = new UpstreamException('Upstream /api/get-options did not answer.');

    expect(fn () => ShopApiFixtures::cachedApi($this->inner)->settings())->toThrow(UpstreamException::class);
});

it('keeps a copy per language', function () {
    app(ShopContext::class)->locale = 'uk';
    $uk = ShopApiFixtures::cachedApi($this->inner)->categories();
    app(ShopContext::class)->locale = 'en';
    $en = ShopApiFixtures::cachedApi($this->inner)->categories();
    app(ShopContext::class)->locale = 'uk';

    expect([$uk[0]->name, $en[0]->name, ShopApiFixtures::cachedApi($this->inner)->categories()[0]->name])->toBe(['Роли', 'Rolls', 'Роли'])
        ->and($this->inner->callsOf('categories'))->toBe(2);
});

it('forgets every answer on flush()', function () {
    $api = ShopApiFixtures::cachedApi($this->inner);
    $api->settings();
    $api->categories();

    $api->flush();
    $api->settings();
    ShopApiFixtures::cachedApi($this->inner)->categories();

    expect($this->inner->callsOf('settings'))->toBe(2)
        ->and($this->inner->callsOf('categories'))->toBe(2);
});

it('passes searches through uncached', function () {
    ShopApiFixtures::cachedApi($this->inner)->search('філа');
    ShopApiFixtures::cachedApi($this->inner)->search('філа');

    expect($this->inner->callsOf('search'))->toBe(2);
});

it('leaves a failing upstream alone for shop.cache.failure_backoff seconds and serves the copy meanwhile', function () {
    config(['shop.cache.failure_backoff' => 15]);
    ShopApiFixtures::cachedApi($this->inner)->settings();
    ShopApiFixtures::cachedApi($this->inner)->categories();
    $this->inner->failure = new UpstreamException('Upstream /api/get-options did not answer.');
    $this->travel(301)->seconds();

    ShopApiFixtures::cachedApi($this->inner)->settings();
    ShopApiFixtures::cachedApi($this->inner)->categories();
    expect($this->inner->callsOf('settings'))->toBe(2)->and($this->inner->callsOf('categories'))->toBe(1);

    $this->travel(16)->seconds();
    ShopApiFixtures::cachedApi($this->inner)->categories();
    expect($this->inner->callsOf('categories'))->toBe(2);
});

it('fails at once while the upstream is in its backoff and nothing is cached, without asking it', function () {
    config(['shop.cache.failure_backoff' => 15]);
    $this->inner->failure = new UpstreamException('Upstream /api/get-options did not answer.');

    expect(fn () => ShopApiFixtures::cachedApi($this->inner)->settings())->toThrow(UpstreamException::class);
    foreach (range(1, 5) as $request) {
        expect(fn () => ShopApiFixtures::cachedApi($this->inner)->settings())->toThrow(UpstreamException::class, 'backoff');
        expect(fn () => ShopApiFixtures::cachedApi($this->inner)->categories())->toThrow(UpstreamException::class, 'backoff');
    }

    expect($this->inner->callsOf('settings'))->toBe(1)->and($this->inner->callsOf('categories'))->toBe(0);

    $this->inner->failure = null;
    $this->travel(16)->seconds();
    expect(ShopApiFixtures::cachedApi($this->inner)->settings()->phone)->toEndWith('01');
});

it('holds the backoff for uncached calls too (a signed-in page does not wait on the profile call)', function () {
    config(['shop.cache.failure_backoff' => 15]);
    $this->inner->failure = new UpstreamException('Upstream /api/search timed out.');
    expect(fn () => ShopApiFixtures::cachedApi($this->inner)->search('філа'))->toThrow(UpstreamException::class, 'timed out');

    expect(fn () => ShopApiFixtures::cachedApi($this->inner)->search('філа'))->toThrow(UpstreamException::class, 'backoff')
        ->and($this->inner->callsOf('search'))->toBe(1);
});

it('lets one request refresh an expired answer while the others serve the stale copy', function () {
    ShopApiFixtures::cachedApi($this->inner)->settings();
    $this->inner->version = 2;
    $this->travel(301)->seconds();
    $generation = (int) (Cache::store('array')->get('shopapi:generation') ?? 0);
    $refreshing = Cache::store('array')->lock('shopapi:refresh:shopapi:'.$generation.':uk:settings', 30);
    expect($refreshing->get())->toBeTrue();

    expect(ShopApiFixtures::cachedApi($this->inner)->settings()->phone)->toEndWith('01')
        ->and(ShopApiFixtures::cachedApi($this->inner)->settings()->phone)->toEndWith('01')
        ->and($this->inner->callsOf('settings'))->toBe(1);

    $refreshing->release();
    expect(ShopApiFixtures::cachedApi($this->inner)->settings()->phone)->toEndWith('02')
        ->and($this->inner->callsOf('settings'))->toBe(2);
});

it('makes a request with no copy wait for the one already asking, then use its answer', function () {
    config(['shop.api.timeout' => 0.1]);
    $generation = (int) (Cache::store('array')->get('shopapi:generation') ?? 0);
    $asking = Cache::store('array')->lock('shopapi:refresh:shopapi:'.$generation.':uk:settings', 30);
    expect($asking->get())->toBeTrue();

    // The first request never answers within the wait: this one gives up with the upstream error, not a second call.
    expect(fn () => ShopApiFixtures::cachedApi($this->inner)->settings())->toThrow(UpstreamException::class, 'Timed out waiting')
        ->and($this->inner->callsOf('settings'))->toBe(0);

    $asking->release();
    ShopApiFixtures::cachedApi($this->inner)->settings();
    expect($this->inner->callsOf('settings'))->toBe(1);
});
