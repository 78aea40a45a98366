<?php

use App\ShopApi\LineHeader;
use Carbon\CarbonImmutable;

it('is the SHA-256 hex of digits, secret and the Kyiv date as DD/MM/YYYY', function () {
    $at = CarbonImmutable::parse('2026-12-31 22:30', 'UTC'); // already 1 January 2027 in Kyiv

    expect(LineHeader::make('380501234567', 's3cret', $at))->toBe(hash('sha256', '380501234567s3cret01/01/2027'));
});

it('verifies within the tolerance only', function () {
    $this->travelTo(CarbonImmutable::parse('2026-05-20 10:00', 'Europe/Kyiv'));
    $for = fn (string $date) => hash('sha256', '380501234567s3cret'.$date);

    expect(LineHeader::verify($for('20/05/2026'), '380501234567', 's3cret'))->toBeTrue()
        ->and(LineHeader::verify(strtoupper($for('21/05/2026')), '380501234567', 's3cret'))->toBeTrue()
        ->and(LineHeader::verify($for('22/05/2026'), '380501234567', 's3cret'))->toBeFalse()
        ->and(LineHeader::verify($for('19/05/2026'), '380501234567', 's3cret', 0))->toBeFalse();
});

it('never verifies without a secret, a header or digits', function (mixed $header, mixed $digits, string $secret) {
    expect(LineHeader::verify($header, $digits, $secret))->toBeFalse();
})->with([
    [null, '380501234567', 's3cret'],
    [hash('sha256', '380501234567'.date('d/m/Y')), '380501234567', ''],
    [['array'], '380501234567', 's3cret'],
    [str_repeat('a', 64), ['380'], 's3cret'],
]);
