<?php

use Tests\Support\InertiaPages;
use Tests\Support\SeededShop;

beforeEach(fn () => seedShop());

const TOKEN = '1|abcdefghijklmnopqrstuvwxyz0123456789'; // well-formed, but no customer holds it

it('sends guests from the account area to the home page of the same language with the phone-entry modal', function (string $from, string $to) {
    $cookie = collect($this->get($from)->assertRedirect($to)->headers->getCookies())->first(fn ($c) => $c->getName() === 'open_auth');

    // Read and removed by the browser, which opens the modal: the address stays clean and the home page cacheable.
    expect($cookie?->getValue())->toBe('phone')
        ->and($cookie->isHttpOnly())->toBeFalse()
        ->and($cookie->getPath())->toBe('/')
        ->and($cookie->getSameSite())->toBe('lax')
        ->and($cookie->getExpiresTime() - time())->toBeGreaterThan(0)->toBeLessThanOrEqual(config('shop.cookies.open_auth.seconds'));
})->with([
    ['/account', 'http://localhost'],
    ['/account/orders', 'http://localhost'],
    ['/account/profile', 'http://localhost'],
    ['/en/account/bonuses', 'http://localhost/en'],
    ['/en/account/referral', 'http://localhost/en'],
]);

it('lands a guest sent from the account on the home page every guest gets, with no parameter in the address', function (string $from, string $home) {
    $guestHome = $this->get($home)->assertOk()->getContent();

    $landing = $this->followingRedirects()->get($from)->assertOk();
    $page = InertiaPages::htmlPage($landing);
    expect($page['component'])->toBe('home')
        ->and($page['url'])->toBe(parse_url($home, PHP_URL_PATH) ?? '/')
        ->and($page['props'])->not->toHaveKey('openAuth');

    expect($landing->getContent())->toBe($guestHome);
})->with([
    ['/account/orders', '/'],
    ['/en/account/bonuses', '/en'],
]);

it('redirects the account index to the orders list of the same language', function (string $from, string $to) {
    $this->withUnencryptedCookie('auth_token', SeededShop::customerToken())->get($from)->assertRedirect($to);
})->with([
    ['/account', 'http://localhost/account/orders'],
    ['/en/account', 'http://localhost/en/account/orders'],
]);

it('lets a customer with a token open the account pages', function (string $path, string $component) {
    $this->withUnencryptedCookie('auth_token', SeededShop::customerToken())->get($path)
        ->assertOk()
        ->assertInertia(fn ($page) => $page->component($component)->where('auth.authorized', true)->etc());
})->with([
    ['/account/orders', 'account/orders'],
    ['/en/account/bonuses', 'account/bonuses'],
    ['/account/favorites', 'account/favorites'],
    ['/en/account/profile', 'account/profile'],
    ['/account/referral', 'account/referral'],
]);

it('sends a customer whose token the shop does not know to the phone-entry modal and clears the cookie', function () {
    $this->withUnencryptedCookie('auth_token', TOKEN)->get('/en/account/profile')
        ->assertRedirect('http://localhost/en')
        ->assertCookieExpired('auth_token');
});

it('treats a malformed or oversized auth_token as a guest and clears it', function (string $token) {
    $this->withUnencryptedCookie('auth_token', $token)->get('/account/orders')
        ->assertRedirect('http://localhost')
        ->assertCookieExpired('auth_token');
})->with(['short', str_repeat('a', 300), 'bad token <script>']);

it('needs the order_id cookie for the order-placed page', function () {
    $this->get('/checkout/success')->assertRedirect('http://localhost');
    $this->get('/en/checkout/success')->assertRedirect('http://localhost/en');
    $this->withUnencryptedCookie('order_id', '../../etc')->get('/checkout/success')->assertRedirect('http://localhost');

    $this->withUnencryptedCookie('order_id', 'SR-10042')->get('/en/checkout/success')
        ->assertOk()
        ->assertInertia(fn ($page) => $page->component('checkout/success')->where('orderId', 'SR-10042')->etc());
});

it('answers the payment landings only for a provider redirect', function (string $path) {
    $this->get($path)->assertNotFound();
    $this->get($path.'?t=not-a-uuid&s=123')->assertNotFound();
})->with(['/api/success-viva-redirect-url', '/api/fail-viva-redirect-url', '/en/api/success-viva-redirect-url']);

it('sends a provider redirect on to the payment page of the same language', function () {
    $query = '?t=6d0d0e6a-8f4a-4c8b-9a5e-3f1c2b7d9e10&s=7021234567891234&lang=uk-UA&eventId=0&eci=1';

    $this->get('/api/success-viva-redirect-url'.$query)->assertRedirect('http://localhost/checkout/payment-success');
    $this->get('/en/api/fail-viva-redirect-url'.$query)->assertRedirect('http://localhost/en/checkout/payment-failure');
});
