<?php

use Symfony\Component\HttpFoundation\Cookie;

beforeEach(fn () => seedShop());

function cookieNamed(\Illuminate\Testing\TestResponse $response, string $name): ?Cookie
{
    return collect($response->headers->getCookies())->first(fn (Cookie $c) => $c->getName() === $name);
}

it('remembers the page language in i18n_redirected for 365 days, path /, SameSite=Lax', function (string $path, string $locale) {
    $response = $this->get($path)->assertOk();
    $cookie = cookieNamed($response, 'i18n_redirected');

    expect($cookie)->not->toBeNull()
        ->and($cookie->getValue())->toBe($locale)
        ->and($cookie->getPath())->toBe('/')
        ->and($cookie->getSameSite())->toBe('lax')
        ->and($cookie->isHttpOnly())->toBeFalse()
        ->and($cookie->getExpiresTime() - time())->toBeGreaterThan(365 * 86400 - 60)->toBeLessThanOrEqual(365 * 86400);
})->with([['/menu', 'uk'], ['/en/menu', 'en']]);

it('redirects only the root to /en when the cookie or the browser prefers English', function (?string $cookie, ?string $acceptLanguage, string $path, ?string $redirect) {
    if ($cookie !== null) {
        $this->withUnencryptedCookie('i18n_redirected', $cookie);
    }
    if ($acceptLanguage !== null) {
        $this->withHeader('Accept-Language', $acceptLanguage);
    }

    $response = $this->get($path);

    $redirect === null ? $response->assertOk() : $response->assertStatus(302)->assertRedirect($redirect);
})->with([
    'cookie en' => ['en', null, '/', 'http://localhost/en'],
    'browser prefers en' => [null, 'en-US,en;q=0.9,uk;q=0.8', '/', 'http://localhost/en'],
    'keeps the query' => [null, 'en', '/?referral=ABC', 'http://localhost/en?referral=ABC'],
    'not other pages' => [null, 'en-US,en;q=0.9', '/menu', null],
    'browser prefers uk' => [null, 'uk-UA,uk;q=0.9,en;q=0.8', '/', null],
    'neither language' => [null, 'de-DE', '/', null],
    'garbage header' => [null, ';;;q=abc,,', '/', null],
    'cookie uk wins over the browser' => ['uk', 'en', '/', null],
]);

it('ignores a language cookie that is not uk or en', function (string $value) {
    $this->withUnencryptedCookie('i18n_redirected', $value)->withHeader('Accept-Language', 'uk')->get('/')->assertOk();
})->with(['de', str_repeat('x', 5000), '<script>']);

it('stores ?referral= on any page for 2419200 seconds', function () {
    $cookie = cookieNamed($this->get('/en/menu?referral=FRIEND_42'), 'referral');

    expect($cookie->getValue())->toBe('FRIEND_42')
        ->and($cookie->getExpiresTime() - time())->toBeGreaterThan(2419200 - 60)->toBeLessThanOrEqual(2419200)
        ->and($cookie->getSameSite())->toBe('lax')
        ->and($cookie->getPath())->toBe('/');
});

it('ignores a referral over 64 characters or with other characters', function (string $value) {
    expect(cookieNamed($this->get('/menu?referral='.urlencode($value)), 'referral'))->toBeNull();
})->with([str_repeat('a', 65), 'bad code', 'x<y', 'ref%00']);

it('stores utm parameters for 30 days', function () {
    $response = $this->get('/menu?utm_source=instagram&utm_medium=stories&utm_campaign=winter-sets');

    expect(cookieNamed($response, 'utm_source')->getValue())->toBe('instagram')
        ->and(cookieNamed($response, 'utm_medium')->getValue())->toBe('stories')
        ->and(cookieNamed($response, 'utm_campaign')->getValue())->toBe('winter-sets')
        ->and(cookieNamed($response, 'utm_term'))->toBeNull()
        ->and(cookieNamed($response, 'utm_source')->getExpiresTime() - time())->toBeGreaterThan(30 * 86400 - 60);
});

it('leaves the storefront cookies unencrypted', function () {
    $this->withUnencryptedCookie('order_id', 'SR-1')->get('/checkout/success')->assertOk();
    expect(cookieNamed($this->get('/menu?referral=ABC'), 'referral')->getValue())->toBe('ABC');
});

it('hides the attention popup once its cookie is set', function () {
    $this->get('/menu')->assertInertia(fn ($page) => $page->where('alerts.popup', fn ($v) => is_string($v) && $v !== '')->etc());
    $this->withUnencryptedCookie('attention', '1')->get('/menu')->assertInertia(fn ($page) => $page->where('alerts.popup', null)->etc());
});
