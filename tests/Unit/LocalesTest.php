<?php

use App\Support\Locales;

it('maps Accept-Language values of the upstream API to a locale', function (?string $header, string $locale) {
    expect(Locales::fromApiHeader($header))->toBe($locale);
})->with([['ua', 'uk'], ['uk', 'uk'], ['en', 'en'], ['EN-gb', 'en'], [null, 'uk'], ['', 'uk'], ['zz', 'uk']]);

it('sends uk to the upstream as ua', function () {
    expect(Locales::apiCode('uk'))->toBe('ua')->and(Locales::apiCode('en'))->toBe('en');
});
