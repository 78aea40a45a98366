<?php

use App\Inertia\ExpiringOnceProp;
use Inertia\OnceProp;

// The shop's once prop differs from the package's only in how the expiry is worked out.

it('expires when the package\'s once prop does, in milliseconds from the shop clock', function () {
    $this->travelTo('2026-11-25 12:00:00');
    $ours = (new ExpiringOnceProp(fn () => 'x'))->as('settings:uk')->until(600);
    $package = (new OnceProp(fn () => 'x'))->as('settings:uk')->until(600);

    expect($ours->expiresAt())->toBe($package->expiresAt())
        ->toBe(now()->addSeconds(600)->getTimestamp() * 1000)
        ->and($ours->getKey())->toBe('settings:uk')
        ->and($ours())->toBe('x');
});

it('never expires without until()', function () {
    expect((new ExpiringOnceProp(fn () => 1))->expiresAt())->toBeNull();
});
