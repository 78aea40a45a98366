<?php

use App\ShopApi\LineHeader;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Route;
use Tests\Feature\Security\SecurityFixtures;
use Tests\Support\FakeSmsSender;
use Tests\Support\OtpLimits;

// Whose address a request has: forwarded headers are believed only from the proxies of TRUSTED_PROXIES
// (config trustedproxy.proxies, none by default), and X-Client-Ip only from the storefront (a valid
// X-Line-Header, and a loopback peer while the line secret is a public default). request()->ip() is what
// the OTP budget and the route rate limits count.

const PROXY_PEER = '203.0.113.10';
const PROXY_CLIENT = '198.51.100.7';
const STRONG_LINE_SECRET = 'a-line-secret-of-forty-characters-000000';

beforeEach(function () {
    $this->sms = FakeSmsSender::install();
    // The route throttle of the sign-in calls is not under test here (its counters outlive a test in Redis).
    config(['shop.rate_limits.sign-in.per_minute' => 100000]);
    OtpLimits::clear(array_map(SecurityFixtures::proxyPhone(...), range(1, 9)), [PROXY_PEER, PROXY_CLIENT, '198.51.100.8', '198.51.100.9', '127.0.0.1', '192.0.2.1', '2001:db8:77:1::1']);

    // Echoes what the application believes about the client.
    Route::get('/_test/client', fn (Request $request) => response()->json([
        'ip' => $request->ip(),
        'secure' => $request->isSecure(),
        'host' => $request->getHost(),
        'port' => $request->getPort(),
    ]));
});

it('trusts no proxy by default: X-Forwarded-For, -Proto, -Host and -Port are ignored', function () {
    expect(config('trustedproxy.proxies'))->toBe([]);

    expect(SecurityFixtures::clientSeenFrom($this, PROXY_PEER, ['X-Forwarded-For' => PROXY_CLIENT, 'X-Forwarded-Proto' => 'https', 'X-Forwarded-Host' => 'evil.example', 'X-Forwarded-Port' => '8443']))
        ->toBe(['ip' => PROXY_PEER, 'secure' => false, 'host' => 'localhost', 'port' => 80]);
});

it('counts the OTP per-address limit by the peer when no proxy is trusted, whatever X-Forwarded-For says', function () {
    config(['shop.otp.per_ip.max' => 2]);
    SecurityFixtures::sendCodeFrom($this, PROXY_PEER, SecurityFixtures::proxyPhone(1), ['X-Forwarded-For' => '198.51.100.8'])->assertOk();
    SecurityFixtures::sendCodeFrom($this, PROXY_PEER, SecurityFixtures::proxyPhone(2), ['X-Forwarded-For' => '198.51.100.9'])->assertOk();

    SecurityFixtures::sendCodeFrom($this, PROXY_PEER, SecurityFixtures::proxyPhone(3), ['X-Forwarded-For' => PROXY_CLIENT])->assertStatus(429);

    expect(SecurityFixtures::otpSendsFrom(PROXY_PEER))->toBe(2)
        ->and(SecurityFixtures::otpSendsFrom('198.51.100.8'))->toBe(0)
        ->and($this->sms->sent)->toHaveCount(2);
});

it('counts the sign-in route limit by the peer when no proxy is trusted, whatever X-Forwarded-For says', function () {
    config(['shop.rate_limits.sign-in.per_minute' => 2]);
    $peer = '198.18.'.random_int(0, 255).'.'.random_int(1, 254); // the route limiter's keys are not ours to clear: a fresh address
    foreach (['198.51.100.21', '198.51.100.22'] as $spoofed) {
        $this->withServerVariables(['REMOTE_ADDR' => $peer])->postJson('/api/sms-code-check', ['phone' => SecurityFixtures::proxyPhone(1), 'code' => '1234'], ['X-Forwarded-For' => $spoofed])->assertNotFound();
    }

    $this->withServerVariables(['REMOTE_ADDR' => $peer])->postJson('/api/sms-code-check', ['phone' => SecurityFixtures::proxyPhone(1), 'code' => '1234'], ['X-Forwarded-For' => '198.51.100.23'])
        ->assertStatus(429)
        ->assertHeader('Retry-After');
});

it('believes X-Forwarded-For, -Proto, -Host and -Port from a listed proxy', function () {
    config(['trustedproxy.proxies' => [PROXY_PEER]]);

    expect(SecurityFixtures::clientSeenFrom($this, PROXY_PEER, ['X-Forwarded-For' => PROXY_CLIENT, 'X-Forwarded-Proto' => 'https', 'X-Forwarded-Host' => 'shop.example', 'X-Forwarded-Port' => '443']))
        ->toBe(['ip' => PROXY_CLIENT, 'secure' => true, 'host' => 'shop.example', 'port' => 443]);
});

it('believes a proxy listed by its CIDR', function () {
    config(['trustedproxy.proxies' => ['203.0.113.0/24']]);

    expect(SecurityFixtures::clientSeenFrom($this, PROXY_PEER, ['X-Forwarded-For' => PROXY_CLIENT])['ip'])->toBe(PROXY_CLIENT);
});

it('takes the client nearest the trusted proxy, not what the client wrote first', function () {
    config(['trustedproxy.proxies' => [PROXY_PEER]]);

    // The client sent "X-Forwarded-For: 10.9.9.9"; the proxy appended the address it saw.
    expect(SecurityFixtures::clientSeenFrom($this, PROXY_PEER, ['X-Forwarded-For' => '10.9.9.9, '.PROXY_CLIENT])['ip'])->toBe(PROXY_CLIENT);
});

it('ignores forwarded headers from a peer that is not listed', function () {
    config(['trustedproxy.proxies' => ['192.0.2.1']]);

    expect(SecurityFixtures::clientSeenFrom($this, PROXY_PEER, ['X-Forwarded-For' => PROXY_CLIENT, 'X-Forwarded-Proto' => 'https']))
        ->toMatchArray(['ip' => PROXY_PEER, 'secure' => false]);
});

it('trusts whichever peer connects with "*"', function () {
    config(['trustedproxy.proxies' => '*']);

    expect(SecurityFixtures::clientSeenFrom($this, PROXY_PEER, ['X-Forwarded-For' => PROXY_CLIENT])['ip'])->toBe(PROXY_CLIENT);
});

it('does not believe the RFC 7239 Forwarded header or X-Forwarded-Prefix even from a listed proxy', function () {
    config(['trustedproxy.proxies' => [PROXY_PEER]]);

    expect(SecurityFixtures::clientSeenFrom($this, PROXY_PEER, ['Forwarded' => 'for=198.51.100.99;proto=https', 'X-Forwarded-Prefix' => '/evil']))
        ->toMatchArray(['ip' => PROXY_PEER, 'secure' => false]);
});

it('does not trust forwarded headers for a Host ending in .on-forge.com', function () {
    // Laravel trusts any peer for such hosts when the proxy list is null; ours is never null.
    expect(SecurityFixtures::clientSeenFrom($this, PROXY_PEER, ['X-Forwarded-For' => PROXY_CLIENT], 'shop.on-forge.com'))->toMatchArray(['ip' => PROXY_PEER, 'host' => 'shop.on-forge.com']);
});

it('counts the OTP per-address limit by each forwarded client behind a trusted proxy', function () {
    config(['trustedproxy.proxies' => [PROXY_PEER], 'shop.otp.per_ip.max' => 1]);
    SecurityFixtures::sendCodeFrom($this, PROXY_PEER, SecurityFixtures::proxyPhone(1), ['X-Forwarded-For' => PROXY_CLIENT])->assertOk();

    SecurityFixtures::sendCodeFrom($this, PROXY_PEER, SecurityFixtures::proxyPhone(2), ['X-Forwarded-For' => '198.51.100.8'])->assertOk();
    SecurityFixtures::sendCodeFrom($this, PROXY_PEER, SecurityFixtures::proxyPhone(3), ['X-Forwarded-For' => PROXY_CLIENT])->assertStatus(429);

    expect(SecurityFixtures::otpSendsFrom(PROXY_CLIENT))->toBe(1)->and(SecurityFixtures::otpSendsFrom(PROXY_PEER))->toBe(0);
});

it('reads TRUSTED_PROXIES as a comma-separated list, "*", or nothing (never null)', function (string $value, array|string $expected) {
    $before = $_SERVER['TRUSTED_PROXIES'] ?? null;
    $_SERVER['TRUSTED_PROXIES'] = $_ENV['TRUSTED_PROXIES'] = $value;
    try {
        expect((require config_path('trustedproxy.php'))['proxies'])->toBe($expected);
    } finally {
        unset($_SERVER['TRUSTED_PROXIES'], $_ENV['TRUSTED_PROXIES']);
        if ($before !== null) {
            $_SERVER['TRUSTED_PROXIES'] = $before;
        }
    }
})->with([
    'a list' => ['10.0.0.0/8, 192.0.2.1 ,', ['10.0.0.0/8', '192.0.2.1']],
    'everyone' => ['*', '*'],
    'nothing' => ['', []],
]);

// X-Client-Ip: the storefront names its visitor to the shop API.

it('refuses a spoofed X-Client-Ip without a valid line header: 403, nothing sent, nothing counted', function () {
    config(['shop.api.line_secret' => STRONG_LINE_SECRET]);

    $this->withServerVariables(['REMOTE_ADDR' => PROXY_PEER])
        ->postJson('/api/via-phone-number', ['phone' => SecurityFixtures::proxyPhone(1)], [LineHeader::NAME => str_repeat('a', 64), 'X-Client-Ip' => PROXY_CLIENT])
        ->assertForbidden();

    expect($this->sms->sent)->toBe([])->and(SecurityFixtures::otpSendsFrom(PROXY_CLIENT))->toBe(0)->and(SecurityFixtures::otpSendsFrom(PROXY_PEER))->toBe(0);
});

it('counts the visitor a storefront with a strong line secret names in X-Client-Ip', function () {
    config(['shop.api.line_secret' => STRONG_LINE_SECRET]);

    SecurityFixtures::sendCodeFrom($this, PROXY_PEER, SecurityFixtures::proxyPhone(1), ['X-Client-Ip' => PROXY_CLIENT])->assertOk();

    expect(SecurityFixtures::otpSendsFrom(PROXY_CLIENT))->toBe(1)->and(SecurityFixtures::otpSendsFrom(PROXY_PEER))->toBe(0);
});

it('ignores X-Client-Ip from a remote peer while the line secret is a public default', function (string $secret) {
    config(['shop.api.line_secret' => $secret, 'shop.otp.per_ip.max' => 1]);
    SecurityFixtures::sendCodeFrom($this, PROXY_PEER, SecurityFixtures::proxyPhone(1), ['X-Client-Ip' => PROXY_CLIENT])->assertOk();

    SecurityFixtures::sendCodeFrom($this, PROXY_PEER, SecurityFixtures::proxyPhone(2), ['X-Client-Ip' => '198.51.100.8'])->assertStatus(429);

    expect(SecurityFixtures::otpSendsFrom(PROXY_PEER))->toBe(1)->and(SecurityFixtures::otpSendsFrom(PROXY_CLIENT))->toBe(0);
})->with(['the config default' => 'local-line-secret', 'a well-known placeholder' => 'change-me', 'the deploy example' => 'change-me-openssl-rand-hex-32-gives-64-hex-characters-like-this0', 'a short secret' => 'only-twenty-chars-ab']);

it('believes X-Client-Ip from a loopback storefront while the line secret is a default', function () {
    config(['shop.api.line_secret' => 'change-me']);

    SecurityFixtures::sendCodeFrom($this, '127.0.0.1', SecurityFixtures::proxyPhone(1), ['X-Client-Ip' => PROXY_CLIENT])->assertOk();

    expect(SecurityFixtures::otpSendsFrom(PROXY_CLIENT))->toBe(1)->and(SecurityFixtures::otpSendsFrom('127.0.0.1'))->toBe(0);
});

it('ignores X-Client-Ip from loopback when a proxy relayed the request and the line secret is a default', function () {
    config(['shop.api.line_secret' => 'change-me']);

    SecurityFixtures::sendCodeFrom($this, '127.0.0.1', SecurityFixtures::proxyPhone(1), ['X-Client-Ip' => PROXY_CLIENT, 'X-Forwarded-For' => '198.51.100.8'])->assertOk();

    expect(SecurityFixtures::otpSendsFrom(PROXY_CLIENT))->toBe(0)->and(SecurityFixtures::otpSendsFrom('127.0.0.1'))->toBe(1);
});

it('ignores an X-Client-Ip that is not an address', function () {
    config(['shop.api.line_secret' => STRONG_LINE_SECRET]);

    SecurityFixtures::sendCodeFrom($this, PROXY_PEER, SecurityFixtures::proxyPhone(1), ['X-Client-Ip' => '198.51.100.7, 10.0.0.1'])->assertOk();

    expect(SecurityFixtures::otpSendsFrom(PROXY_PEER))->toBe(1);
});

it('counts a storefront-named IPv6 visitor by its /64', function () {
    config(['shop.api.line_secret' => STRONG_LINE_SECRET, 'shop.otp.per_ip.max' => 1]);
    SecurityFixtures::sendCodeFrom($this, PROXY_PEER, SecurityFixtures::proxyPhone(1), ['X-Client-Ip' => '2001:db8:77:1::1'])->assertOk();

    SecurityFixtures::sendCodeFrom($this, PROXY_PEER, SecurityFixtures::proxyPhone(2), ['X-Client-Ip' => '2001:db8:77:1:ffff::2'])->assertStatus(429);
});
