<?php

use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Sleep;
use Tests\Feature\ShopApi\ShopApiFixtures;

// The storefront over SHOP_API=http when the upstream fails: 503 page, stale copies, logout on 401, 404 pages.

beforeEach(function () {
    seedShop();
    config(['shop.api.driver' => 'http', 'shop.api.url' => 'http://upstream.test']);
    Sleep::fake();
    Http::preventStrayRequests();
});

it('answers 503 with the error page, and reports the failure, when the upstream fails and nothing is cached', function (Closure $failure) {
    $errors = ShopApiFixtures::logMessagesAt('error');
    ShopApiFixtures::fakeUpstream()['failure'] = $failure;

    $this->get('/menu')->assertStatus(503)
        ->assertDontSee('UpstreamException')
        ->assertDontSee('HttpShopApi.php')
        ->assertInertia(fn ($page) => $page->component('error')->where('status', 503)->where('message', 'Service Unavailable')
            ->where('auth.authorized', false)->where('categories', [])->has('locales', 2)->etc());

    expect(implode("\n", $errors()))->toContain('Upstream /api/');
})->with([
    'a 500' => fn () => Http::response(['message' => 'Server Error'], 500),
    'a timeout' => fn () => Http::failedConnection('cURL error 28: Operation timed out after 5001 milliseconds'),
]);

it('answers a page\'s JSON call 503 with a message and Retry-After when the upstream fails (not an empty body)', function () {
    config(['shop.cache.failure_backoff' => 15]);
    ShopApiFixtures::fakeUpstream()['failure'] = fn () => Http::failedConnection('cURL error 7: Failed to connect to upstream.test port 80');

    $this->postJson('/auth/phone', ['phone' => '380501234567'], ['X-Requested-With' => 'XMLHttpRequest'])
        ->assertStatus(503)
        ->assertHeader('Retry-After', '15')
        ->assertJson(['message' => __('requests.unavailable')]);
});

it('answers the following pages 503 without asking the failed upstream again during the backoff', function () {
    config(['shop.cache.failure_backoff' => 15]);
    ShopApiFixtures::fakeUpstream()['failure'] = fn () => Http::failedConnection('cURL error 28: Operation timed out after 5001 milliseconds');
    $this->get('/menu')->assertStatus(503);
    $asked = count(Http::recorded());

    foreach (['/menu', '/en/contacts', '/delivery', '/en/menu/rolls'] as $path) {
        ShopApiFixtures::startNextRequest();
        $this->get($path)->assertStatus(503);
    }

    expect(count(Http::recorded()))->toBe($asked);
});

it('serves the page from the cached copy while the upstream fails', function () {
    $warnings = ShopApiFixtures::logMessagesAt('warning');
    $upstream = ShopApiFixtures::fakeUpstream();
    $this->get('/menu')->assertOk();

    ShopApiFixtures::startNextRequest();
    $this->travel(config('shop.cache.ttl') + 1)->seconds();
    $upstream['failure'] = fn () => Http::response(['message' => 'Server Error'], 500);

    $this->get('/menu')->assertOk()
        ->assertInertia(fn ($page) => $page->component('menu/index')->has('categories', 10)->etc());
    expect(collect(Http::recorded())->contains(fn (array $pair) => $pair[1]->status() === 500))->toBeTrue()
        ->and($warnings())->not->toBeEmpty();
});

it('forgets the auth_token cookie and shows the page to a guest when the upstream answers 401', function () {
    ShopApiFixtures::fakeUpstream();

    $this->call('GET', '/menu', [], ['auth_token' => '42|expired-token-abcdef'])
        ->assertOk()
        ->assertInertia(fn ($page) => $page->where('auth.authorized', false)->where('auth.profile', null)->etc())
        ->assertCookieExpired('auth_token');
});

it('lets the visitor continue as a guest after a 401', function () {
    ShopApiFixtures::fakeUpstream();
    $this->call('GET', '/menu', [], ['auth_token' => '42|expired-token-abcdef'])->assertOk()->assertCookieExpired('auth_token');

    // Only the profile call carried the token; the page's other calls went out as a guest's.
    $calls = collect(Http::recorded())->map(fn (array $pair) => $pair[0])->values();
    $withToken = $calls->filter(fn (Request $request) => $request->hasHeader('Authorization'));
    expect($withToken)->toHaveCount(1)
        ->and($withToken->first()->url())->toBe('http://upstream.test/api/get-profile')
        ->and($calls->slice($withToken->keys()->first() + 1))->not->toBeEmpty();

    ShopApiFixtures::startNextRequest();
    $this->get('/menu')->assertOk()->assertInertia(fn ($page) => $page->where('auth.authorized', false)->etc());
});

it('answers the 404 page when the upstream does not know the product', function () {
    ShopApiFixtures::fakeUpstream();

    $this->get('/product/x')->assertNotFound()
        ->assertInertia(fn ($page) => $page->component('error')->where('status', 404)->where('message', 'Page Not Found: /product/x')->etc());
    Http::assertSent(fn (Request $request) => $request->url() === 'http://upstream.test/api/products/x');
});
