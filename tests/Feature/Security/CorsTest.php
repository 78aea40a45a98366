<?php

use Tests\Feature\Security\SecurityFixtures;

// Cross-origin access (Laravel's HandleCors with config/cors.php): no other site's script may read the API unless
// SHOP_CORS_ORIGINS lists it; same-origin requests, the storefront pages and their cache headers are left as they are.

beforeEach(function () {
    seedShop();
    \Tests\Support\TestCache::flush();
});

const PARTNER = 'https://partner.example';

it('allows no cross-origin access unless configured', function () {
    $config = SecurityFixtures::corsConfigWith([]);

    expect($config['allowed_origins'])->toBe([])->and($config['allowed_origins_patterns'])->toBe([])
        ->and($config['supports_credentials'])->toBeFalse()
        ->and($config['paths'])->toBe(['api/*', 'sanctum/csrf-cookie'])
        ->and(config('cors.allowed_origins'))->toBe([]);
});

it('reads the allowed origins from SHOP_CORS_ORIGINS, a comma-separated list', function () {
    $config = SecurityFixtures::corsConfigWith(['SHOP_CORS_ORIGINS' => ' https://partner.example/ , ,https://admin.example', 'SHOP_CORS_CREDENTIALS' => 'true']);

    expect($config['allowed_origins'])->toBe(['https://partner.example', 'https://admin.example'])
        ->and($config['supports_credentials'])->toBeTrue();
});

it('answers another site\'s preflight to the API without Access-Control-Allow-Origin by default', function (string $path) {
    $response = SecurityFixtures::preflight($path);

    expect($response->headers->has('Access-Control-Allow-Origin'))->toBeFalse()
        ->and($response->headers->has('Access-Control-Allow-Methods'))->toBeFalse()
        ->and($response->headers->has('Access-Control-Allow-Credentials'))->toBeFalse();
})->with(['/api/orders', '/api/cart/check', '/api/promotions']);

it('gives another site\'s script no access to an API answer by default, and the answer stays as it was', function () {
    $response = $this->withHeader('Origin', PARTNER)->getJson('/api/promotions')->assertOk();

    expect($response->headers->has('Access-Control-Allow-Origin'))->toBeFalse()
        ->and($response->headers->get('Cache-Control'))->toContain('public')->toContain('max-age=60');
});

it('lets a configured origin\'s preflight and requests through, and no other origin', function () {
    config(['cors.allowed_origins' => [PARTNER, 'https://admin.example']]);

    $allowed = SecurityFixtures::preflight('/api/cart/check')->assertNoContent();
    expect($allowed->headers->get('Access-Control-Allow-Origin'))->toBe(PARTNER)
        ->and($allowed->headers->get('Access-Control-Allow-Methods'))->toBe('POST')
        ->and(strtolower((string) $allowed->headers->get('Access-Control-Allow-Headers')))->toBe('content-type')
        ->and($allowed->headers->has('Access-Control-Allow-Credentials'))->toBeFalse()
        ->and(implode(', ', $allowed->headers->all('vary')))->toContain('Origin');

    expect(SecurityFixtures::preflight('/api/cart/check', 'https://evil.example')->headers->has('Access-Control-Allow-Origin'))->toBeFalse();

    $read = $this->withHeader('Origin', PARTNER)->getJson('/api/promotions')->assertOk();
    expect($read->headers->get('Access-Control-Allow-Origin'))->toBe(PARTNER)
        ->and(implode(', ', $read->headers->all('vary')))->toContain('Origin')
        ->and($read->headers->get('Cache-Control'))->toContain('public');
    $other = $this->withHeader('Origin', 'https://evil.example')->getJson('/api/promotions')->assertOk();
    expect($other->headers->has('Access-Control-Allow-Origin'))->toBeFalse();
});

it('sends credentials only when configured', function () {
    config(['cors.allowed_origins' => [PARTNER], 'cors.supports_credentials' => true]);

    $response = SecurityFixtures::preflight('/api/orders');

    expect($response->headers->get('Access-Control-Allow-Origin'))->toBe(PARTNER)
        ->and($response->headers->get('Access-Control-Allow-Credentials'))->toBe('true');
});

it('leaves same-origin API requests as they were', function () {
    config(['cors.allowed_origins' => [PARTNER, 'https://admin.example']]);

    $read = $this->getJson('/api/promotions')->assertOk();
    expect($read->headers->has('Access-Control-Allow-Origin'))->toBeFalse()
        ->and($read->headers->get('Cache-Control'))->toContain('public')->toContain('max-age=60');

    $write = $this->withHeader('Origin', 'http://localhost')->postJson('/api/cart/check', ['items' => []])->assertOk();
    expect($write->headers->has('Access-Control-Allow-Origin'))->toBeFalse();
});

it('leaves the storefront pages and their cache headers alone, even with origins configured', function (string $path) {
    config(['cors.allowed_origins' => [PARTNER], 'shop.page_cache.enabled' => true, 'shop.page_cache.max_age' => 10, 'shop.page_cache.stale_while_revalidate' => 60]);

    $response = $this->withHeader('Origin', PARTNER)->get($path)->assertOk()->assertHeader('Vary', implode(', ', \App\Http\Caching\GuestPages::vary()));

    expect($response->headers->has('Access-Control-Allow-Origin'))->toBeFalse()
        ->and($response->headers->getCookies())->toBe([])
        ->and($response->headers->get('Cache-Control'))->toBe('max-age=10, public, stale-while-revalidate=60');
    expect(SecurityFixtures::preflight($path)->headers->has('Access-Control-Allow-Origin'))->toBeFalse();
})->with(['/', '/en/menu', '/product/philadelphia-classic']);
