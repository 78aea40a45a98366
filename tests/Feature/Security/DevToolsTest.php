<?php

use App\Shop\Sms\DevOutbox;
use App\Shop\Sms\LogSmsSender;
use Tests\Feature\Security\SecurityFixtures;

// The development tools (the SMS outbox at /_dev/sms-outbox) exist only with APP_ENV local or testing and
// SHOP_DEV_TOOLS=true, and answer only loopback clients: a request from elsewhere, or relayed by any proxy, is 404.
// The test environment turns them on (phpunit.xml), as scripts/e2e-server.sh does for Playwright.

const DEV_PHONE = '380661112200';

beforeEach(function () {
    config(['shop.sms.outbox' => $this->outbox = storage_path('framework/testing/dev-tools-'.uniqid().'.json')]);
    app(LogSmsSender::class)->send(DEV_PHONE, 'Sunrise: ваш код 4821');
});

afterEach(function () {
    @unlink($this->outbox);
    foreach ($this->savedEnvironment ?? [] as $name => $value) {
        if ($value === null) {
            unset($_SERVER[$name]);
        } else {
            $_SERVER[$name] = $value;
        }
    }
});

it('gives a loopback client the last code sent to a phone', function (string $loopback) {
    $this->withServerVariables(['REMOTE_ADDR' => $loopback])
        ->getJson('/_dev/sms-outbox?phone='.DEV_PHONE)
        ->assertOk()
        ->assertJsonPath('data.code', '4821');
})->with(['127.0.0.1', '127.0.0.53', '::1']);

it('answers 404 to a client on another machine', function (string $address) {
    $this->withServerVariables(['REMOTE_ADDR' => $address])
        ->getJson('/_dev/sms-outbox?phone='.DEV_PHONE)
        ->assertNotFound()
        ->assertDontSee('4821');
})->with(['203.0.113.5', '10.0.0.2', '::ffff:203.0.113.5', '2001:db8::1']);

it('answers 404 to a request a proxy relayed, even from loopback', function (string $header, string $value) {
    $this->withServerVariables(['REMOTE_ADDR' => '127.0.0.1'])
        ->getJson('/_dev/sms-outbox?phone='.DEV_PHONE, [$header => $value])
        ->assertNotFound()
        ->assertDontSee('4821');
})->with([
    ['X-Forwarded-For', '127.0.0.1'],
    ['X-Forwarded-For', '203.0.113.5'],
    ['Forwarded', 'for=127.0.0.1'],
    ['X-Real-Ip', '127.0.0.1'],
    ['X-Forwarded-Host', 'localhost'],
]);

it('answers 404 when a trusted proxy says the client is loopback', function () {
    config(['trustedproxy.proxies' => '*']);

    $this->withServerVariables(['REMOTE_ADDR' => '203.0.113.5'])
        ->getJson('/_dev/sms-outbox?phone='.DEV_PHONE, ['X-Forwarded-For' => '127.0.0.1'])
        ->assertNotFound();
});

it('lists nothing for a phone without messages: 404', function () {
    $this->getJson('/_dev/sms-outbox?phone=380661112299')->assertNotFound();
});

it('answers 404 once SHOP_DEV_TOOLS is off, even where the route is already registered (a cached route list)', function () {
    config(['shop.dev_tools' => false]);

    $this->getJson('/_dev/sms-outbox?phone='.DEV_PHONE)->assertNotFound();
});

it('answers 404 outside local and testing, even with SHOP_DEV_TOOLS on', function () {
    app()->detectEnvironment(fn () => 'staging');

    $this->getJson('/_dev/sms-outbox?phone='.DEV_PHONE)->assertNotFound();
});

it('registers the outbox route with APP_ENV local and SHOP_DEV_TOOLS=true', function () {
    SecurityFixtures::bootWithEnvironment($this, ['APP_ENV' => 'local', 'SHOP_DEV_TOOLS' => 'true']);

    expect(SecurityFixtures::devOutboxRouteExists())->toBeTrue();
});

it('does not register the outbox route without SHOP_DEV_TOOLS', function (string $value) {
    SecurityFixtures::bootWithEnvironment($this, ['APP_ENV' => 'local', 'SHOP_DEV_TOOLS' => $value]);

    expect(config('shop.dev_tools'))->toBeFalse()
        ->and(SecurityFixtures::devOutboxRouteExists())->toBeFalse();
})->with(['false', '', '0']);

it('does not register the outbox route in production or staging, even with SHOP_DEV_TOOLS=true', function (string $environment) {
    SecurityFixtures::bootWithEnvironment($this, ['APP_ENV' => $environment, 'SHOP_DEV_TOOLS' => 'true']);

    expect(SecurityFixtures::devOutboxRouteExists())->toBeFalse();
})->with(['production', 'staging']);

it('writes no outbox while the tools are off', function () {
    @unlink($this->outbox);
    config(['shop.dev_tools' => false]);

    app(LogSmsSender::class)->send(DEV_PHONE, 'Sunrise: ваш код 1234');

    expect(file_exists($this->outbox))->toBeFalse()
        ->and(DevOutbox::enabled())->toBeFalse();
});

it('writes no outbox outside local and testing, even with SHOP_DEV_TOOLS on', function () {
    @unlink($this->outbox);
    app()->detectEnvironment(fn () => 'production');

    app(LogSmsSender::class)->send(DEV_PHONE, 'Sunrise: ваш код 1234');

    expect(file_exists($this->outbox))->toBeFalse();
});
