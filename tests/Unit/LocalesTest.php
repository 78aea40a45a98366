<?php

use App\Support\Locales;

it('maps Accept-Language values of the upstream API to a locale', function (?string $header, string $locale) {
    expect(Locales::fromApiHeader($header))->toBe($locale);
})->with([['ua', 'uk'], ['uk', 'uk'], ['en', 'en'], ['EN-gb', 'en'], [null, 'uk'], ['', 'uk'], ['zz', 'uk']]);

it('picks the preferred of uk and en by quality', function (?string $header, ?string $expected) {
    expect(Locales::preferredFromAcceptLanguage($header))->toBe($expected);
})->with([
    ['en-US,en;q=0.9,uk;q=0.8', 'en'],
    ['uk;q=0.9,en;q=0.5', 'uk'],
    ['de,fr', null],
    ['en;q=0', null],
    ['de, uk;q=0.3, en;q=0.2', 'uk'],
]);

it('sends uk to the upstream as ua', function () {
    expect(Locales::apiCode('uk'))->toBe('ua')->and(Locales::apiCode('en'))->toBe('en');
});
