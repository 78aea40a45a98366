<?php

use App\Shop\Customers\ProfileRules;
use App\ShopApi\LineHeader;
use Carbon\CarbonImmutable;

// The shop has one timezone, shop.ordering.timezone (SHOP_TIMEZONE): every date rule reads it, none keeps a second key.

it('keeps the timezone under one configuration key', function () {
    expect(config()->has('shop.timezone'))->toBeFalse()
        ->and(config('shop.ordering.timezone'))->toBe('Europe/Kyiv');
});

it('dates the X-Line-Header in the configured timezone', function () {
    config(['shop.ordering.timezone' => 'America/New_York']);
    $at = CarbonImmutable::parse('2027-01-01 02:30', 'UTC'); // still 31 December 2026 in New York

    expect(LineHeader::make('380501234567', 's3cret', $at))->toBe(hash('sha256', '380501234567s3cret31/12/2026'));
});

it('counts the minimum age from today in the configured timezone', function () {
    $this->travelTo(CarbonImmutable::parse('2027-01-01 02:30', 'UTC'));
    config(['shop.ordering.timezone' => 'America/New_York', 'shop.limits.min_age' => 18]);

    expect(ProfileRules::latestBirthday()->format('Y-m-d'))->toBe('2008-12-31');
});
