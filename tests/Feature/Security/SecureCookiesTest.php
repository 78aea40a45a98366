<?php

use Symfony\Component\HttpFoundation\Cookie;
use Tests\Support\SeededShop;

beforeEach(fn () => seedShop());

it('marks every cookie Secure when the page is requested over HTTPS', function (string $path) {
    $cookies = $this->get('https://localhost'.$path.'?referral=FRIEND1&utm_source=mail')->assertOk()->headers->getCookies();

    expect(collect($cookies)->map(fn (Cookie $cookie) => $cookie->getName())->all())
        ->toContain('XSRF-TOKEN', 'referral', 'utm_source')
        ->and(collect($cookies)->reject(fn (Cookie $cookie) => $cookie->isSecure())->map(fn (Cookie $cookie) => $cookie->getName())->values()->all())
        ->toBe([]);
})->with(['/delivery', '/en/delivery']);

it('leaves cookies usable over plain HTTP outside production', function () {
    $cookies = $this->get('http://localhost/delivery?referral=FRIEND1')->assertOk()->headers->getCookies();

    expect($cookies)->not->toBeEmpty();

    expect(collect($cookies)->filter(fn (Cookie $cookie) => $cookie->isSecure())->all())->toBe([]);
});

it('marks the sign-in cookie Secure over HTTPS', function () {
    $token = SeededShop::customerToken();

    $this->withUnencryptedCookie('auth_token', 'not-a-token')->get('https://localhost/en/delivery')->assertOk();
    $cookie = collect($this->withUnencryptedCookie('auth_token', $token.'x')->get('https://localhost/en/delivery')->headers->getCookies())
        ->first(fn (Cookie $cookie) => $cookie->getName() === 'auth_token');

    expect($cookie)->not->toBeNull()->and($cookie->isSecure())->toBeTrue()->and($cookie->isHttpOnly())->toBeTrue();
});
