<?php

use Symfony\Component\HttpFoundation\Cookie;
use Tests\Feature\Storefront\StorefrontFixtures;

beforeEach(fn () => seedShop());

it('leaves the language cookie to the browser: pages in either language set none', function (string $path) {
    expect(StorefrontFixtures::cookieNamed($this->get($path)->assertOk(), 'i18n_redirected'))->toBeNull();
})->with(['/menu', '/en/menu', '/', '/en']);

it('redirects only the root to /en, and only when the language cookie names English', function (?string $cookie, ?string $acceptLanguage, string $path, ?string $redirect) {
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
    'keeps the query' => ['en', null, '/?referral=ABC', 'http://localhost/en?referral=ABC'],
    'not other pages' => ['en', 'en-US,en;q=0.9', '/menu', null],
    // Without the cookie every first visit gets the same page; the browser then chooses from its language list.
    'no cookie, the browser prefers en' => [null, 'en-US,en;q=0.9,uk;q=0.8', '/', null],
    'no cookie' => [null, null, '/', null],
    'cookie uk wins over the browser' => ['uk', 'en', '/', null],
]);

it('ignores a language cookie that is not uk or en', function (string $value) {
    $this->withUnencryptedCookie('i18n_redirected', $value)->withHeader('Accept-Language', 'uk')->get('/')->assertOk();
})->with(['de', str_repeat('x', 5000), '<script>']);

it('stores ?referral= on any page for 2419200 seconds', function () {
    $cookie = StorefrontFixtures::cookieNamed($this->get('/en/menu?referral=FRIEND_42'), 'referral');

    expect($cookie->getValue())->toBe('FRIEND_42')
        ->and($cookie->getExpiresTime() - time())->toBeGreaterThan(2419200 - 60)->toBeLessThanOrEqual(2419200)
        ->and($cookie->getSameSite())->toBe('lax')
        ->and($cookie->getPath())->toBe('/');
});

it('ignores a referral over 64 characters or with other characters', function (string $value) {
    expect(StorefrontFixtures::cookieNamed($this->get('/menu?referral='.urlencode($value)), 'referral'))->toBeNull();
})->with([str_repeat('a', 65), 'bad code', 'x<y', 'ref%00']);

it('stores utm parameters for 30 days', function () {
    $response = $this->get('/menu?utm_source=instagram&utm_medium=stories&utm_campaign=winter-sets');

    expect(StorefrontFixtures::cookieNamed($response, 'utm_source')->getValue())->toBe('instagram')
        ->and(StorefrontFixtures::cookieNamed($response, 'utm_medium')->getValue())->toBe('stories')
        ->and(StorefrontFixtures::cookieNamed($response, 'utm_campaign')->getValue())->toBe('winter-sets')
        ->and(StorefrontFixtures::cookieNamed($response, 'utm_term'))->toBeNull()
        ->and(StorefrontFixtures::cookieNamed($response, 'utm_source')->getExpiresTime() - time())->toBeGreaterThan(30 * 86400 - 60);
});

it('leaves the storefront cookies unencrypted', function () {
    $this->withUnencryptedCookie('order_id', 'SR-1')->get('/checkout/success')->assertOk();
    expect(StorefrontFixtures::cookieNamed($this->get('/menu?referral=ABC'), 'referral')->getValue())->toBe('ABC');
});

it('sends the attention popup to every visitor: whether it was dismissed is the browser\'s call on a guest page', function () {
    $this->get('/menu')->assertInertia(fn ($page) => $page->where('alerts.popup', fn ($v) => is_string($v) && $v !== '')->where('alerts.open', null)->etc());
    $this->withUnencryptedCookie('attention', '1')->get('/en/menu')->assertInertia(fn ($page) => $page->where('alerts.popup', fn ($v) => is_string($v) && $v !== '')->where('alerts.open', null)->etc());
});

it('renders a private page with the attention popup open until the visitor dismisses it', function (string $path) {
    $this->get($path)->assertOk()->assertInertia(fn ($page) => $page->where('alerts.open', true)->etc());
    $this->withUnencryptedCookie('attention', '1')->get($path)->assertOk()->assertInertia(fn ($page) => $page->where('alerts.open', false)->etc());
})->with(['/checkout', '/en/checkout', '/en/favorites']);

it('renders a private page without the popup when the shop has no popup message', function () {
    $options = \App\Models\ShopSetting::valueOf('options', []);
    \App\Models\ShopSetting::query()->updateOrCreate(['key' => 'options'], ['value' => ['alert_popup_message' => ['uk' => null, 'en' => null]] + $options]);
    \Tests\Support\TestCache::flush();

    $this->get('/en/checkout')->assertOk()->assertInertia(fn ($page) => $page->where('alerts.popup', null)->where('alerts.open', false)->etc());
});
