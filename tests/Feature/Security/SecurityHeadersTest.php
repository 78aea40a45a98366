<?php

use Tests\Feature\Security\SecurityFixtures;
use Tests\Support\SeededShop;

beforeEach(fn () => seedShop());

it('sends the security headers on every page in both languages', function (string $path) {
    $response = $this->get($path)->assertOk()
        ->assertHeader('X-Frame-Options', 'DENY')
        ->assertHeader('X-Content-Type-Options', 'nosniff')
        ->assertHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
        ->assertHeader('Cross-Origin-Opener-Policy', 'same-origin');

    $csp = SecurityFixtures::cspDirectives($response->headers->get('Content-Security-Policy'));
    expect($csp['frame-ancestors'])->toBe(["'none'"])
        ->and($csp['object-src'])->toBe(["'none'"])
        ->and($csp['script-src'])->not->toContain("'unsafe-inline'", "'unsafe-eval'", '*')
        ->and($response->headers->get('Permissions-Policy'))->toContain('camera=()', 'geolocation=()');
})->with(['/menu', '/en', '/menu/rolls', '/en/product/philadelphia-classic', '/checkout', '/en/checkout/payment-failure']);

it('gives every script tag of a signed-in customer\'s page the nonce of its policy', function (string $path) {
    $response = $this->withUnencryptedCookie('auth_token', SeededShop::customerToken())->get($path)->assertOk();
    preg_match("/'nonce-([A-Za-z0-9+\/=]+)'/", (string) $response->headers->get('Content-Security-Policy'), $nonce);
    expect($nonce)->toHaveCount(2);

    preg_match_all('/<script\b([^>]*)>/', $response->getContent(), $tags);
    $executable = collect($tags[1])->reject(fn (string $attributes) => preg_match('/type="application\/(ld\+)?json"/', $attributes));

    expect($executable)->not->toBeEmpty()
        ->and($executable->reject(fn (string $attributes) => str_contains($attributes, 'nonce="'.$nonce[1].'"'))->all())->toBe([]);
})->with(['/menu', '/en/contacts', '/en/account/profile']);

it('uses a new nonce for every response', function () {
    $token = SeededShop::customerToken();
    $first = $this->withUnencryptedCookie('auth_token', $token)->get('/delivery')->headers->get('Content-Security-Policy');
    $second = $this->withUnencryptedCookie('auth_token', $token)->get('/delivery')->headers->get('Content-Security-Policy');

    expect($first)->toContain("'nonce-")->not->toBe($second);
});

it('allows only this origin\'s scripts on a guest page, with no nonce a cache would hand to every guest', function (string $path) {
    $response = $this->get($path)->assertOk();

    expect(SecurityFixtures::cspDirectives($response->headers->get('Content-Security-Policy'))['script-src'])->toBe(["'self'"])
        ->and($response->getContent())->not->toContain('nonce=')
        ->and(preg_match('/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(ld\+)?json")[^>]*>/', $response->getContent()))->toBe(0);
})->with(['/', '/en/menu/rolls', '/product/philadelphia-classic', '/en/promotions']);

it('forbids framing of the sandbox payment page and the account', function () {
    $this->withUnencryptedCookie('auth_token', SeededShop::customerToken())->get('/en/account/profile')->assertOk()
        ->assertHeader('X-Frame-Options', 'DENY');
    $this->get('/checkout/sandbox-payment?ref=1234567890123456')->assertHeader('X-Frame-Options', 'DENY');
});

it('sends a closed policy on JSON answers', function () {
    $response = $this->getJson('/api/get-options')->assertOk()->assertHeader('X-Content-Type-Options', 'nosniff');

    expect(SecurityFixtures::cspDirectives($response->headers->get('Content-Security-Policy')))
        ->toBe(['default-src' => ["'none'"], 'frame-ancestors' => ["'none'"]]);
});

it('sends HSTS only over HTTPS', function () {
    $this->get('http://localhost/delivery')->assertHeaderMissing('Strict-Transport-Security');

    $this->get('https://localhost/delivery')->assertHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
});

it('lets the form leave for Viva\'s hosted page only with the viva driver', function () {
    expect(SecurityFixtures::cspDirectives($this->get('/checkout')->headers->get('Content-Security-Policy'))['form-action'])->toBe(["'self'"]);

    config(['shop.payments.driver' => 'viva', 'shop.payments.viva.environment' => 'live']);
    expect(SecurityFixtures::cspDirectives($this->get('/checkout')->headers->get('Content-Security-Policy'))['form-action'])
        ->toBe(["'self'", 'https://www.vivapayments.com']);

    config(['shop.payments.viva.urls' => ['checkout' => 'http://127.0.0.1:18080/viva/checkout']]);
    expect(SecurityFixtures::cspDirectives($this->get('/checkout')->headers->get('Content-Security-Policy'))['form-action'])
        ->toBe(["'self'", 'http://127.0.0.1:18080']);
});

it('takes images from this origin only while the menu photos are on a disk this site serves', function () {
    expect(SecurityFixtures::cspDirectives($this->get('/menu')->headers->get('Content-Security-Policy'))['img-src'])->toBe(["'self'", 'data:']);

    config(['shop.menu.photo_disk' => 's3', 'filesystems.disks.s3.url' => 'http://localhost/photos']);
    expect(SecurityFixtures::cspDirectives($this->get('/en/menu')->headers->get('Content-Security-Policy'))['img-src'])->toBe(["'self'", 'data:']);
});

it('lets the pages show menu photos from the host AWS_URL names', function (string $url, string $origin) {
    config(['shop.menu.photo_disk' => 's3', 'filesystems.disks.s3.url' => $url]);

    foreach (['/menu', '/en/promotions', '/staff/login'] as $path) {
        expect(SecurityFixtures::cspDirectives($this->get($path)->headers->get('Content-Security-Policy'))['img-src'])->toBe(["'self'", 'data:', $origin]);
    }
    expect(SecurityFixtures::cspDirectives($this->getJson('/api/promotions')->headers->get('Content-Security-Policy')))->toBe(['default-src' => ["'none'"], 'frame-ancestors' => ["'none'"]]);
})->with([
    'a CDN' => ['https://Photos.Example.com', 'https://photos.example.com'],
    'a bucket under a path, on a port' => ['https://s3.example.net:9000/sunrise-photos/', 'https://s3.example.net:9000'],
]);

it('keeps the headers on error pages and refusals', function () {
    $this->get('/no-such-page')->assertNotFound()->assertHeader('X-Frame-Options', 'DENY')->assertHeader('Content-Security-Policy');
    $this->getJson('/api/products/no-such-product')->assertNotFound()->assertHeader('X-Content-Type-Options', 'nosniff');
});
