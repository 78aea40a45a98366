<?php

use Illuminate\Log\Events\MessageLogged;
use Illuminate\Support\Facades\Event;
use Tests\Feature\Security\SecurityFixtures;

it('serves in production when every setting is safe', function () {
    SecurityFixtures::safeProduction();

    $this->getJson('/api/ping')->assertOk();
    [$code, $output] = SecurityFixtures::shopCheck();
    expect($code)->toBe(0)->and($output)->toContain('No unsafe settings');
});

it('refuses to serve in production with an unsafe setting and names it in the log and in shop:check', function (array $setting, string $named) {
    SecurityFixtures::safeProduction($setting);
    $critical = [];
    Event::listen(MessageLogged::class, function (MessageLogged $event) use (&$critical) {
        if ($event->level === 'critical') {
            $critical[] = $event->message;
        }
    });

    $this->get('/')->assertStatus(503)->assertHeader('Retry-After')->assertDontSee($named);
    $this->getJson('/api/ping')->assertStatus(503);

    expect(collect($critical)->filter(fn (string $message) => str_contains($message, $named)))->toHaveCount(1);
    [$code, $output] = SecurityFixtures::shopCheck();
    expect($code)->toBe(1)->and($output)->toContain($named);
})->with([
    'sandbox payments' => [['shop.payments.driver' => 'sandbox'], 'PAYMENT_DRIVER'],
    'log SMS' => [['shop.sms.driver' => 'log'], 'SMS_DRIVER'],
    'a default line secret' => [['shop.api.line_secret' => 'local-line-secret'], 'SHOP_LINE_SECRET'],
    'the example line secret' => [['shop.api.line_secret' => 'change-me'], 'SHOP_LINE_SECRET'],
    'a short line secret' => [['shop.api.line_secret' => str_repeat('x', 31)], 'SHOP_LINE_SECRET'],
    'debug on' => [['app.debug' => true], 'APP_DEBUG'],
    'no app key' => [['app.key' => ''], 'APP_KEY'],
    'viva without credentials' => [['shop.payments.viva.client_secret' => ''], 'VIVA_CLIENT_SECRET'],
    'viva without its merchant API key' => [['shop.payments.viva.api_key' => null], 'VIVA_API_KEY'],
    'turbosms without a token' => [['shop.sms.turbosms.token' => null], 'TURBOSMS_TOKEN'],
    'viva pointed at another server' => [['shop.payments.viva.urls' => ['api' => 'http://127.0.0.1:18080/viva/api']], 'VIVA_BASE_URL'],
    'development tools on' => [['shop.dev_tools' => true], 'SHOP_DEV_TOOLS'],
    'the test clock set' => [['shop.test_clock.now' => '2026-06-10 12:00'], 'SHOP_TEST_NOW'],
    'photos on a disk that is not defined' => [['shop.menu.photo_disk' => 'photos'], 'SHOP_MENU_PHOTO_DISK'],
    'photos on the private disk' => [['shop.menu.photo_disk' => 'local'], 'SHOP_MENU_PHOTO_DISK'],
    'photos on s3 without a bucket' => [SecurityFixtures::s3Photos(['bucket' => null]), 'AWS_BUCKET'],
    'photos on s3 without a region' => [SecurityFixtures::s3Photos(['region' => '']), 'AWS_DEFAULT_REGION'],
    'photos on s3 without AWS_URL' => [SecurityFixtures::s3Photos(['url' => null]), 'AWS_URL'],
    'photos on s3 with half a key pair' => [SecurityFixtures::s3Photos(['secret' => null]), 'AWS_SECRET_ACCESS_KEY'],
    'any origin with credentials' => [['cors.allowed_origins' => ['*'], 'cors.supports_credentials' => true], 'SHOP_CORS_ORIGINS'],
]);

it('serves in production with the photos on a usable s3 disk, with keys or the machine\'s own credentials', function (array $disk) {
    SecurityFixtures::safeProduction(SecurityFixtures::s3Photos($disk));

    $this->getJson('/api/ping')->assertOk();
    expect(SecurityFixtures::shopCheck()[0])->toBe(0);
})->with([
    'keys' => [[]],
    'no keys (an instance role)' => [['key' => null, 'secret' => null]],
    'a custom endpoint (MinIO, R2 ...)' => [['endpoint' => 'https://s3.example.net', 'use_path_style_endpoint' => true]],
]);

it('lets a staging deploy run the sandbox drivers, but nothing else unsafe', function () {
    SecurityFixtures::safeProduction(['shop.staging' => true, 'shop.payments.driver' => 'sandbox', 'shop.sms.driver' => 'log']);
    $this->getJson('/api/ping')->assertOk();

    config(['shop.payments.driver' => 'viva', 'shop.payments.viva.urls' => ['api' => 'http://127.0.0.1:18080/viva/api']]);
    $this->getJson('/api/ping')->assertOk();

    config(['shop.api.line_secret' => 'change-me']);
    $this->getJson('/api/ping')->assertStatus(503);
});

it('only reports unsafe settings outside production', function () {
    config(['shop.payments.driver' => 'sandbox', 'shop.api.line_secret' => 'change-me']);

    $this->getJson('/api/ping')->assertOk();
    [$code, $output] = SecurityFixtures::shopCheck();
    expect($code)->toBe(0)->and($output)->toContain('PAYMENT_DRIVER');
});

it('lists the problems in php artisan about', function () {
    config(['shop.payments.driver' => 'sandbox']);

    [$code, $output] = SecurityFixtures::shopCheck('about', ['--only' => 'production safety']);
    expect($code)->toBe(0)->and($output)->toContain('PAYMENT_DRIVER');
});
