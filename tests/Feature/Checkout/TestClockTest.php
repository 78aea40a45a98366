<?php

use Carbon\CarbonImmutable;
use Illuminate\Support\Carbon;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;

// SHOP_TEST_NOW / SHOP_TEST_NOW_SINCE: the shop's clock of end-to-end runs, honoured only in local and testing.

afterEach(fn () => Carbon::setTestNow());

it('sets the shop\'s clock to SHOP_TEST_NOW in the testing environment', function () {
    Fx::bootTestClock('testing', '2031-01-08T12:00:00+02:00');

    expect(CarbonImmutable::now()->toIso8601String())->toBe('2031-01-08T10:00:00+00:00')
        ->and(now()->toIso8601String())->toBe('2031-01-08T10:00:00+00:00');
});

it('sets the shop\'s clock in the local environment', function () {
    Fx::bootTestClock('local', '2031-01-08T12:00:00+02:00');

    expect(CarbonImmutable::now()->equalTo(CarbonImmutable::parse('2031-01-08T12:00:00+02:00')))->toBeTrue();
});

it('reads a time without an offset in the shop\'s timezone', function () {
    Fx::bootTestClock('testing', '2031-07-09 12:00');

    expect(CarbonImmutable::now()->setTimezone('Europe/Kyiv')->format('Y-m-d H:i P'))->toBe('2031-07-09 12:00 +03:00');
});

it('runs the clock on from the Unix time SHOP_TEST_NOW_SINCE', function () {
    Fx::bootTestClock('testing', '2031-01-08T12:00:00+02:00', (string) (time() - 90));

    $first = CarbonImmutable::now();
    usleep(20_000);
    $second = CarbonImmutable::now();

    expect($first->diffInSeconds(CarbonImmutable::parse('2031-01-08T12:01:30+02:00'), true))->toBeLessThan(3.0)
        ->and($second->greaterThan($first))->toBeTrue();
});

it('ignores SHOP_TEST_NOW outside local and testing', function (string $environment) {
    Fx::bootTestClock($environment, '2031-01-08T12:00:00+02:00', (string) time());

    expect(Carbon::hasTestNow())->toBeFalse()
        ->and(Fx::driftFromRealTime())->toBeLessThan(5.0);
})->with(['production', 'staging', 'development']);

it('leaves the clock alone when SHOP_TEST_NOW is empty', function (?string $value) {
    Fx::bootTestClock('local', $value);

    expect(Carbon::hasTestNow())->toBeFalse();
})->with([null, '', '  ']);

it('refuses a SHOP_TEST_NOW that is not a date-time', function () {
    Fx::bootTestClock('local', 'half past lunch');
})->throws(InvalidArgumentException::class, 'SHOP_TEST_NOW is not a date-time: "half past lunch".');

it('refuses a SHOP_TEST_NOW_SINCE that is not a Unix time', function (string $since) {
    Fx::bootTestClock('local', '2031-01-08T12:00:00+02:00', $since);
})->throws(InvalidArgumentException::class, 'SHOP_TEST_NOW_SINCE must be a Unix time in seconds.')->with(['yesterday', '-5', '1.5', '2031-01-08']);

it('decides what the checkout offers: "as soon as possible" and today\'s times on a Wednesday noon', function () {
    seedShop();
    Fx::bootTestClock('testing', '2031-01-08T12:00:00+02:00');

    $slots = $this->getJson('/api/checkout/slots?order_type=pickup&restaurant_id='.Fx::restaurant()->id)->assertOk()->json('data');

    expect($slots['asap']['available'])->toBeTrue()
        ->and($slots['days'][0]['date'])->toBe('2031-01-08')
        ->and($slots['days'][0]['slots'][0]['value'])->toBe('2031-01-08T13:00:00+02:00');
});

it('decides what the checkout offers: a closed kitchen late at night', function () {
    seedShop();
    Fx::bootTestClock('testing', '2031-01-08T23:00:00+02:00');

    $slots = $this->getJson('/api/checkout/slots?order_type=pickup&restaurant_id='.Fx::restaurant()->id)->assertOk()->json('data');

    expect($slots['asap']['available'])->toBeFalse()
        ->and($slots['days'][0]['slots'])->toBe([]);
});
