<?php

use App\Http\Caching\PageCache;
use App\Models\Customer;
use App\Models\Product;
use App\Staff\Menu\MenuCache;
use Illuminate\Support\Facades\Cache;
use Tests\Feature\Caching\CachingFixtures;
use Tests\Support\InertiaPages;
use Tests\Support\SeededShop;

// Guest pages: the same HTML (and Inertia visit JSON) for every guest, public for the caches in front of the app and in
// the app's page cache; nothing personal in them and no cookie on them. Everything else stays private.

beforeEach(function () {
    seedShop();
    \Tests\Support\TestCache::flush();
    config(['shop.page_cache.enabled' => true, 'shop.page_cache.max_age' => 10, 'shop.page_cache.stale_while_revalidate' => 60]);
});

const GUEST_PAGE_VARY = 'X-Inertia, X-Inertia-Version, X-Inertia-Partial-Component, X-Inertia-Partial-Data, X-Inertia-Partial-Except, X-Inertia-Reset, X-Inertia-Infinite-Scroll-Merge-Intent, X-Inertia-Except-Once-Props, Cookie';

it('serves the catalog pages to a guest as public pages with no cookie, in both languages', function (string $path) {
    CachingFixtures::expectPublicGuestPage($this->get($path));
})->with(['/', '/en', '/menu', '/en/menu/rolls', '/product/philadelphia-classic', '/en/product/philadelphia-classic', '/promotions', '/en/contacts', '/delivery']);

it('answers a matching If-None-Match with a 304 and no body', function (string $path) {
    $etag = $this->get($path)->headers->get('ETag');

    $this->withHeader('If-None-Match', $etag)->get($path)->assertStatus(304)->assertHeader('ETag', $etag)->assertContent('');
    $this->withHeader('If-None-Match', '"other"')->get($path)->assertOk();
})->with(['/menu/rolls', '/en/menu/rolls']);

it('keeps personal pages, writes, a signed-in Inertia visit and pages with something to capture private', function (string $method, string $path, bool $signedIn, array $headers) {
    if ($signedIn) {
        $this->withUnencryptedCookie('auth_token', SeededShop::customerToken());
    }
    $response = $method === 'GET' ? $this->withHeaders($headers)->get($path) : $this->withHeaders($headers)->post($path);

    CachingFixtures::expectPrivate($response);
})->with([
    'a signed-in customer\'s catalog page' => ['GET', '/menu', true, []],
    'the account' => ['GET', '/en/account/orders', true, []],
    'the checkout' => ['GET', '/checkout', false, []],
    'the favorites' => ['GET', '/en/favorites', false, []],
    'a referral link' => ['GET', '/menu?referral=FRIEND1', false, []],
    'a campaign link' => ['GET', '/en/menu?utm_source=mail', false, []],
    'a signed-in customer\'s Inertia visit' => ['GET', '/menu', true, ['X-Inertia' => 'true', 'X-Inertia-Version' => '']],
    'a write' => ['POST', '/cart/check', false, ['Accept' => 'application/json']],
    'a staff page' => ['GET', '/staff/login', false, []],
    'a missing page' => ['GET', '/en/product/no-such-roll', false, []],
]);

it('serves a guest\'s Inertia visit of a catalog page from a browser without a session as a public page: no session, no cookie, cached apart from the HTML', function (string $path, string $locale) {
    $first = $this->withHeaders(CachingFixtures::guestInertiaHeaders())->get($path);

    CachingFixtures::expectPublicGuestPage($first);
    $first->assertHeader('X-Inertia', 'true')->assertJsonPath('props.auth.authorized', false)->assertJsonPath('props.locale', $locale)
        ->assertJsonPath('props.alerts.open', null);
    expect($first->headers->get('X-Page-Cache'))->toBe('MISS');

    $second = $this->withHeaders(CachingFixtures::guestInertiaHeaders())->get($path);
    CachingFixtures::expectPublicGuestPage($second);
    $second->assertHeader('X-Inertia', 'true')->assertHeader('Content-Type', 'application/json');
    expect($second->headers->get('X-Page-Cache'))->toBe('HIT')
        ->and($second->getContent())->toBe($first->getContent());

    // The document of the same URL is its own entry: HTML, never the visit's JSON.
    $this->flushHeaders();
    $html = $this->get($path);
    expect($html->headers->get('X-Page-Cache'))->toBe('MISS')
        ->and($html->headers->get('Content-Type'))->toStartWith('text/html')
        ->and(InertiaPages::htmlPage($html)['props']['locale'])->toBe($locale);
})->with([['/menu/rolls', 'uk'], ['/en/product/philadelphia-classic', 'en']]);

it('keeps a partial reload and a visit holding the once props apart from the full visit', function () {
    $full = $this->withHeaders(CachingFixtures::guestInertiaHeaders())->get('/en/menu/rolls')->assertOk();
    expect($full->json('props'))->toHaveKeys(['categories', 'locales']);

    $holding = $this->withHeaders(CachingFixtures::guestInertiaHeaders(['X-Inertia-Except-Once-Props' => 'categories:en,locales:en']))->get('/en/menu/rolls');
    CachingFixtures::expectPublicGuestPage($holding);
    expect($holding->headers->get('X-Page-Cache'))->toBe('MISS')
        ->and($holding->json('props'))->not->toHaveKeys(['categories', 'locales']);

    $partial = $this->withHeaders(CachingFixtures::guestInertiaHeaders(['X-Inertia-Partial-Component' => (string) $full->json('component'), 'X-Inertia-Partial-Data' => 'alerts']))->get('/en/menu/rolls');
    CachingFixtures::expectPublicGuestPage($partial);
    expect($partial->headers->get('X-Page-Cache'))->toBe('MISS')
        ->and(array_keys($partial->json('props')))->toContain('alerts')->not->toContain('categories');
});

it('answers a cached guest visit of an older build with 409 and the page to load, never the cached JSON', function () {
    $this->withHeaders(CachingFixtures::guestInertiaHeaders())->get('/en/menu/rolls')->assertOk();

    $this->withHeaders(CachingFixtures::guestInertiaHeaders(['X-Inertia-Version' => 'an-older-build']))->get('/en/menu/rolls')
        ->assertStatus(409)->assertHeader('X-Inertia-Location', 'http://localhost/en/menu/rolls');
});

it('answers a guest\'s Inertia visit with a matching If-None-Match with a 304', function () {
    $etag = $this->withHeaders(CachingFixtures::guestInertiaHeaders())->get('/menu/rolls')->headers->get('ETag');

    $this->withHeaders(CachingFixtures::guestInertiaHeaders(['If-None-Match' => $etag]))->get('/menu/rolls')->assertStatus(304)->assertContent('');
});

it('reads the session of a guest\'s Inertia visit when the browser holds one: its cookie is renewed', function () {
    config(['session.driver' => 'cookie']);
    $csrf = $this->get('/sanctum/csrf-cookie');
    $cookies = collect($csrf->headers->getCookies())->mapWithKeys(fn ($c) => [$c->getName() => $c->getValue()])->all();
    app('session')->forgetDrivers();

    $version = (string) (new \App\Http\Middleware\HandleInertiaRequests)->version(request());
    $response = $this->withUnencryptedCookies($cookies)->withHeaders(['X-Inertia' => 'true', 'X-Inertia-Version' => $version])->get('/en/menu')->assertOk();

    CachingFixtures::expectPrivate($response);
    expect(collect($response->headers->getCookies())->map->getName()->all())->toContain(config('session.cookie'), 'XSRF-TOKEN');
});

it('captures a referral on any page, privately, with its cookie', function () {
    $response = $this->get('/en/product/philadelphia-classic?referral=FRIEND1')->assertOk();

    CachingFixtures::expectPrivate($response);
    expect(collect($response->headers->getCookies())->map->getName()->all())->toContain('referral');
});

it('never shows a signed-in customer\'s name in a page served to a guest, before or after the customer\'s visit', function (string $path) {
    $customer = Customer::query()->where('phone', '380501234567')->sole();
    $customer->update(['name' => 'Ярослава', 'surname' => 'Неповторна']);
    $token = SeededShop::customerToken();

    $guestBefore = $this->get($path)->assertOk();
    $signedIn = $this->withUnencryptedCookie('auth_token', $token)->get($path)->assertOk();
    $this->unencryptedCookies = [];
    $guestAfter = $this->get($path)->assertOk();

    expect(InertiaPages::readableHtml($signedIn))->toContain('Ярослава')
        ->and($signedIn->headers->get('X-Page-Cache'))->toBeNull()
        ->and(InertiaPages::readableHtml($guestBefore))->not->toContain('Ярослава')->not->toContain('Неповторна')->not->toContain('380501234567')
        ->and(InertiaPages::readableHtml($guestAfter))->not->toContain('Ярослава')->not->toContain('Неповторна')->not->toContain('380501234567')
        ->and($guestAfter->headers->get('X-Page-Cache'))->toBe('HIT');
})->with(['/', '/en/menu/rolls']);

it('serves the second guest the cached page, and a guest of the other language its own', function () {
    expect($this->get('/menu/rolls')->headers->get('X-Page-Cache'))->toBe('MISS')
        ->and($this->get('/menu/rolls')->headers->get('X-Page-Cache'))->toBe('HIT')
        ->and($this->get('/en/menu/rolls')->headers->get('X-Page-Cache'))->toBe('MISS');

    expect(InertiaPages::htmlPage($this->get('/en/menu/rolls'))['props']['locale'])->toBe('en')
        ->and(InertiaPages::htmlPage($this->get('/menu/rolls'))['props']['locale'])->toBe('uk');
});

it('shows a menu change to the next guest at once', function () {
    $product = Product::query()->where('slug', 'philadelphia-classic')->sole();
    $this->get('/en/product/philadelphia-classic')->assertInertia(fn ($page) => $page->where('product.price', $product->price)->etc());

    $product->update(['price' => $product->price + 1000]);
    app(MenuCache::class)->product($product, [$product->category_id]);

    $response = $this->get('/en/product/philadelphia-classic');
    $response->assertInertia(fn ($page) => $page->where('product.price', $product->price)->etc());
    expect($response->headers->get('X-Page-Cache'))->toBe('MISS');
});

it('serves a stale page while one request renders it again', function () {
    $this->get('/menu')->assertOk();
    $this->travel(11)->seconds();
    $key = app(PageCache::class)->key(request()->create('http://localhost/menu'));
    Cache::add($key.':refresh', true, 30); // another request is rendering it

    expect($this->get('/menu')->headers->get('X-Page-Cache'))->toBe('STALE');

    Cache::forget($key.':refresh');
    expect($this->get('/menu')->headers->get('X-Page-Cache'))->toBe('MISS')
        ->and($this->get('/menu')->headers->get('X-Page-Cache'))->toBe('HIT');
});

it('keeps the root page apart by the language cookie that decides its redirect', function () {
    expect($this->get('/')->headers->get('X-Page-Cache'))->toBe('MISS');
    $this->withUnencryptedCookie('i18n_redirected', 'en')->get('/')->assertRedirect('http://localhost/en');
    expect($this->withUnencryptedCookie('i18n_redirected', 'uk')->get('/')->headers->get('X-Page-Cache'))->toBe('MISS');
});

it('renders every page afresh when the app\'s page cache is off, still public for the caches in front', function () {
    config(['shop.page_cache.enabled' => false]);

    CachingFixtures::expectPublicGuestPage($this->get('/menu'));
    expect($this->get('/menu')->headers->get('X-Page-Cache'))->toBeNull();
});

it('gives the browser its CSRF and session cookies on request, privately', function () {
    $response = $this->get('/sanctum/csrf-cookie')->assertNoContent();

    CachingFixtures::expectPrivate($response);
    expect(collect($response->headers->getCookies())->map->getName()->all())->toContain('XSRF-TOKEN', config('session.cookie'));
});
