<?php

use Illuminate\Routing\Route as RoutingRoute;
use Illuminate\Support\Facades\Route;
use Tests\Feature\Security\SecurityFixtures;
use Tests\Support\SeededShop;

it('puts a named rate limiter on every shop API route but the health checks', function () {
    $unthrottled = collect(Route::getRoutes()->getRoutes())
        ->filter(fn (RoutingRoute $route) => str_starts_with($route->uri(), 'api/') && ! str_contains($route->uri(), 'viva-redirect-url'))
        ->reject(fn (RoutingRoute $route) => in_array($route->uri(), ['api/ping', 'api/health'], true))
        ->filter(fn (RoutingRoute $route) => SecurityFixtures::rateLimitOf($route) === null || ! array_key_exists(SecurityFixtures::rateLimitOf($route), config('shop.rate_limits')))
        ->map(fn (RoutingRoute $route) => implode('|', $route->methods()).' '.$route->uri())
        ->values()->all();

    expect($unthrottled)->toBe([]);
});

it('puts a named rate limiter on every storefront route that writes or answers JSON', function () {
    $unthrottled = collect(Route::getRoutes()->getRoutes())
        ->filter(fn (RoutingRoute $route) => ! str_starts_with($route->uri(), 'api/') && ! str_starts_with($route->uri(), '_dev/'))
        ->filter(fn (RoutingRoute $route) => array_diff($route->methods(), ['GET', 'HEAD']) !== [] || str_ends_with((string) $route->getName(), 'checkout.slots'))
        ->filter(fn (RoutingRoute $route) => SecurityFixtures::rateLimitOf($route) === null || ! array_key_exists(SecurityFixtures::rateLimitOf($route), config('shop.rate_limits')))
        ->map(fn (RoutingRoute $route) => implode('|', $route->methods()).' '.$route->uri())
        ->values()->all();

    expect($unthrottled)->toBe([]);
});

it('answers the shop API\'s order flood with a JSON 429 and Retry-After in the request language', function (string $language, string $message) {
    config(['shop.rate_limits.orders' => ['per_minute' => 3, 'per_hour' => 30]]);
    foreach (range(1, 3) as $i) {
        $this->postJson('/api/orders', [], ['Accept-Language' => $language])->assertStatus(422);
    }

    $response = $this->postJson('/api/orders', [], ['Accept-Language' => $language])->assertStatus(429);

    expect((int) $response->headers->get('Retry-After'))->toBeGreaterThan(0)->toBeLessThanOrEqual(60)
        ->and($response->json('message'))->toStartWith($message);
})->with([
    'uk' => ['ua', 'Забагато спроб'],
    'en' => ['en', 'Too many attempts'],
]);

it('limits the orders of one client per hour as well as per minute', function () {
    config(['shop.rate_limits.orders' => ['per_minute' => 100, 'per_hour' => 4]]);
    foreach (range(1, 4) as $i) {
        $this->postJson('/api/orders')->assertStatus(422);
    }

    $retryAfter = (int) $this->postJson('/api/orders')->assertStatus(429)->headers->get('Retry-After');

    expect($retryAfter)->toBeGreaterThan(60)->toBeLessThanOrEqual(3600);
});

it('counts one IPv6 client by its /64 network, and another network apart', function () {
    config(['shop.rate_limits.cart' => ['per_minute' => 2]]);
    $from = fn (string $ip) => $this->withServerVariables(['REMOTE_ADDR' => $ip])->postJson('/api/cart/check', ['items' => []]);

    $from('2001:db8:1:2::1')->assertOk();
    $from('2001:db8:1:2:ffff::9')->assertOk();
    $from('2001:db8:1:2:abcd::1')->assertStatus(429);

    $from('2001:db8:1:3::1')->assertOk();
});

it('counts a signed-in customer by account, not by the shared address', function () {
    seedShop();
    config(['shop.rate_limits.account' => ['per_minute' => 2]]);
    $first = SeededShop::customerToken();
    $second = SeededShop::customerToken('380671112233');

    $this->withToken($first)->getJson('/api/bonuses')->assertOk();
    $this->withToken($first)->getJson('/api/bonuses')->assertOk();
    $this->withToken($first)->getJson('/api/bonuses')->assertStatus(429);

    $this->app['auth']->forgetGuards();
    $this->withToken($second)->getJson('/api/bonuses')->assertOk();
});

it('does not let a forged bearer token open a fresh bucket', function () {
    config(['shop.rate_limits.orders' => ['per_minute' => 2, 'per_hour' => 30]]);
    $this->withToken('1|forged-one')->postJson('/api/orders')->assertStatus(422);
    $this->withToken('2|forged-two')->postJson('/api/orders')->assertStatus(422);

    $this->withToken('3|forged-three')->postJson('/api/orders')->assertStatus(429);
});

it('answers the storefront\'s checkout flood as JSON 429 from the same limiter as the API', function (string $prefix, string $message) {
    config(['shop.rate_limits.orders' => ['per_minute' => 2, 'per_hour' => 30]]);
    $this->postJson('/api/orders')->assertStatus(422);
    $this->postJson($prefix.'/checkout')->assertStatus(422);

    $response = $this->postJson($prefix.'/checkout')->assertStatus(429)->assertHeader('Retry-After');

    expect($response->json('message'))->toStartWith($message);
})->with([
    'uk' => ['', 'Забагато спроб'],
    'en' => ['/en', 'Too many attempts'],
]);

it('keeps the health check and the floor unthrottled', function () {
    config(['shop.rate_limits.catalog' => ['per_minute' => 1]]);

    foreach (range(1, 5) as $i) {
        $this->getJson('/api/ping')->assertOk();
    }
});
