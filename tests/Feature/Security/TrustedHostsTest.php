<?php

use Illuminate\Http\Request;

// Laravel's trusted hosts from config (shop.hosts: APP_URL's host and SHOP_TRUSTED_HOSTS, enforced in production): a
// request naming any other host is a plain 400 and is never redirected to that host; the shop's own names are served.

beforeEach(function () {
    config(['shop.hosts.enforce' => true, 'shop.hosts.trusted' => ['shop.example.com', 'www.shop.example.com']]);
});

afterEach(function () {
    Request::setTrustedHosts([]);
});

it('answers a foreign Host with a plain 400 and no redirect to it, on pages that redirect and pages that do not', function (string $path) {
    $response = $this->get("http://evil.example$path");

    $response->assertStatus(400)->assertHeaderMissing('Location');
    expect($response->getContent())->not->toContain('evil.example');
})->with(['/', '/staff', '/en/staff', '/api/health', '/nonexistent']);

it('takes no foreign host from X-Forwarded-Host either', function () {
    config(['trustedproxy.proxies' => '*']);

    $this->get('http://shop.example.com/staff', ['X-Forwarded-Host' => 'evil.example'])->assertStatus(400)->assertHeaderMissing('Location');
});

it('serves the shop\'s own host names, redirecting to them only', function (string $host) {
    $response = $this->get("http://$host/staff");

    $response->assertRedirect();
    expect(parse_url((string) $response->headers->get('Location'), PHP_URL_HOST))->toBe(strtolower($host));
    $this->get("http://$host/api/health")->assertSuccessful();
})->with(['shop.example.com', 'www.shop.example.com', 'SHOP.example.com']);

it('reads the names from APP_URL and SHOP_TRUSTED_HOSTS, and enforces them in production only', function () {
    $config = function (array $env): array {
        $saved = [];
        foreach ($env as $key => $value) {
            $saved[$key] = getenv($key);
            putenv("$key=$value");
            $_ENV[$key] = $_SERVER[$key] = $value;
        }
        try {
            return (require base_path('config/shop.php'))['hosts'];
        } finally {
            foreach ($saved as $key => $value) {
                $value === false ? putenv($key) : putenv("$key=$value");
                if ($value === false) {
                    unset($_ENV[$key], $_SERVER[$key]);
                } else {
                    $_ENV[$key] = $_SERVER[$key] = $value;
                }
            }
        }
    };

    expect($config(['APP_URL' => 'https://shop.example.com', 'SHOP_TRUSTED_HOSTS' => 'www.shop.example.com, Shop.Example.org', 'APP_ENV' => 'production']))
        ->toBe(['trusted' => ['shop.example.com', 'www.shop.example.com', 'shop.example.org'], 'enforce' => true])
        ->and($config(['APP_URL' => 'http://127.0.0.1:8000', 'SHOP_TRUSTED_HOSTS' => '', 'APP_ENV' => 'local'])['enforce'])->toBeFalse();
});

it('answers every host when not enforced (a developer\'s machine, the tests)', function () {
    config(['shop.hosts.enforce' => false]);

    $this->get('http://anything.test/api/health')->assertSuccessful();
});
