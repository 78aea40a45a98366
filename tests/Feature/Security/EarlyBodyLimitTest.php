<?php

use App\Http\BodyLimit;
use App\Http\Middleware\AssignRequestId;
use Tests\Feature\Security\SecurityFixtures;

// A body over the limit is refused by public/index.php before Laravel boots and captures (decodes) it: served by PHP's
// own server through the real entry point, the 413 comes without anything the app adds (its request id), in the
// request's language, JSON for the API and JSON callers, a small page otherwise.

it('refuses a 6 MB JSON body at the entry point, before the app, in both languages', function (string $language, string $message) {
    [$server, $url] = SecurityFixtures::earlyServer();
    try {
        [$status, $headers, $body] = SecurityFixtures::earlySend($url.'/api/cart/check', 'POST', '{"items": ['.str_repeat('{"id": 1,', 600_000), [
            'Content-Type' => 'application/json', 'Accept-Language' => $language,
        ]);
    } finally {
        $server->stop();
    }

    expect($status)->toBe(413)
        ->and($headers['content-type'])->toBe('application/json')
        ->and(json_decode($body, true))->toBe(['message' => $message])
        ->and($headers)->not->toHaveKey(strtolower(AssignRequestId::HEADER));
})->with([['ua', 'Запит завеликий: щонайбільше 256 КБ.'], ['en', 'The request is too large: at most 256 KB.']]);

it('reads the limit the app reads (SHOP_MAX_BODY_BYTES) and answers a page a small page', function () {
    [$server, $url] = SecurityFixtures::earlyServer(['SHOP_MAX_BODY_BYTES' => '2048']);
    try {
        [$status, $headers, $body] = SecurityFixtures::earlySend($url.'/en/contacts', 'POST', str_repeat('a=1&', 1000), ['Content-Type' => 'application/x-www-form-urlencoded', 'Accept' => 'text/html']);
        [$small] = SecurityFixtures::earlySend($url.'/api/ping', 'GET', '', []);
    } finally {
        $server->stop();
    }

    expect($status)->toBe(413)
        ->and($headers['content-type'])->toBe('text/html; charset=utf-8')
        ->and($body)->toContain('The request is too large: at most 2 KB.')
        ->and($small)->not->toBe(413);
});

it('measures a body without a declared length by reading at most one byte past the limit', function () {
    $asked = [];
    $read = function (int $bytes) use (&$asked) {
        $asked[] = $bytes;

        return substr(str_repeat('x', 5_000_000), 0, $bytes);
    };

    expect(BodyLimit::length(null, 'POST', 1000, $read))->toBe(1001)
        ->and($asked)->toBe([1001])
        ->and(BodyLimit::length('12', 'POST', 1000, $read))->toBe(12)
        ->and(BodyLimit::length(null, 'GET', 1000, $read))->toBe(0)
        ->and(BodyLimit::max('POST', '/en/staff/menu/products/7/photo', 1000, 2048))->toBe(2048 * 1024 + 65536)
        ->and(BodyLimit::max('POST', '/api/cart/check', 1000, 2048))->toBe(1000);
});

it('keeps one source for the limit: the configuration reads the variables BodyLimit names, with its defaults', function () {
    $config = file_get_contents(config_path('shop.php'));

    expect($config)->toContain('env(App\\Http\\BodyLimit::ENV, App\\Http\\BodyLimit::DEFAULT_BYTES)')
        ->and($config)->toContain('env(App\\Http\\BodyLimit::PHOTO_ENV, App\\Http\\BodyLimit::PHOTO_DEFAULT_KB)');
});
