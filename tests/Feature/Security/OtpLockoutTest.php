<?php

use App\Models\OtpCode;
use App\Shop\Customers\OneTimeCodes;
use App\ShopApi\HttpShopApi;
use App\ShopApi\LineHeader;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;
use Tests\Feature\Security\SecurityFixtures;
use Tests\Support\FakeSmsSender;
use Tests\Support\OtpLimits;
use Tests\Support\SignIn;

// Sign-in that a stranger cannot lock: wrong codes are budgeted per (phone, client address), so a guesser locks only
// themself; the phone's budget across all addresses (with growing delays) stops strangers only, never the address that
// asked for the live code (the owner); and the wrong codes a phone takes in a window stay bounded.
// Figures (config/shop.php defaults): 10 wrong codes per phone and address, 30 per phone, delays for strangers after 5
// wrong codes on the phone: 2, 4, 8 … s, at most 300 s; all counted for 86400 s.

const LOCK_PHONE = '380661234801';
const OWNER_IP = '198.51.100.200';

beforeEach(function () {
    // Every test travels or counts delays: the budgets count in the array store, which follows Carbon's clock.
    OtpLimits::inArrayStore();
    $this->freezeTime();
    $this->sms = FakeSmsSender::install();
    config(['shop.rate_limits.sign-in.per_minute' => 100000]);
    OtpLimits::clear([LOCK_PHONE], [OWNER_IP, ...array_map(SecurityFixtures::strangerIp(...), range(1, 80))]);
});

it('lets the owner sign in from the address that asked for the code after strangers spent every guess on the phone', function () {
    // The delays only slow strangers down (tested below); here they guess as fast as the budgets let them.
    config(['shop.otp.wrong_guesses.delay.free' => 1000]);
    SignIn::requestCode($this, LOCK_PHONE, ip: OWNER_IP)->assertOk();

    $compared = SecurityFixtures::strangersGuessUntilRefused($this->sms);

    expect($compared)->toBe(30);
    SecurityFixtures::guessFrom(SecurityFixtures::strangerIp(79), SecurityFixtures::notTheCode($this->sms))->assertStatus(429)->assertHeader('Retry-After');
    SecurityFixtures::guessFrom(OWNER_IP, $this->sms->lastCode(LOCK_PHONE))->assertOk()->assertJsonStructure(['token']);
});

it('does not let strangers kill the owner\'s code: their wrong guesses do not count against it', function () {
    SignIn::requestCode($this, LOCK_PHONE, ip: OWNER_IP)->assertOk();

    foreach (range(1, 8) as $n) {
        SecurityFixtures::guessFrom(SecurityFixtures::strangerIp($n), SecurityFixtures::notTheCode($this->sms))->assertNotFound();
        $this->travel(OneTimeCodes::strangerDelay($n))->seconds();
    }

    expect(OtpCode::query()->where('phone', LOCK_PHONE)->value('attempts'))->toBe(0);
    SecurityFixtures::guessFrom(OWNER_IP, $this->sms->lastCode(LOCK_PHONE))->assertOk();
});

it('locks a guesser only for themself: 10 wrong codes from one address refuse that address, checking and sending', function () {
    config(['shop.otp.wrong_guesses.delay.free' => 1000]);
    SignIn::requestCode($this, LOCK_PHONE, ip: OWNER_IP)->assertOk();
    foreach (range(1, 10) as $try) {
        SecurityFixtures::guessFrom(SecurityFixtures::strangerIp(1), SecurityFixtures::notTheCode($this->sms))->assertNotFound();
    }

    $refused = SecurityFixtures::guessFrom(SecurityFixtures::strangerIp(1), $this->sms->lastCode(LOCK_PHONE))->assertStatus(429);
    OtpLimits::endCooldown(LOCK_PHONE);
    SignIn::requestCode($this, LOCK_PHONE, ip: SecurityFixtures::strangerIp(1))->assertStatus(429);

    expect((int) $refused->headers->get('Retry-After'))->toBe(86400)
        ->and($this->sms->countTo(LOCK_PHONE))->toBe(1);
    SecurityFixtures::guessFrom(SecurityFixtures::strangerIp(2), SecurityFixtures::notTheCode($this->sms))->assertNotFound();
    SecurityFixtures::guessFrom(OWNER_IP, $this->sms->lastCode(LOCK_PHONE))->assertOk();
});

it('makes strangers wait a growing delay after the phone\'s 5th wrong code, never the owner', function () {
    // A code that lives through the whole test (the delays add up to more than the usual 300 s).
    config(['shop.otp.ttl' => 3600]);
    SignIn::requestCode($this, LOCK_PHONE, ip: OWNER_IP)->assertOk();
    foreach (range(1, 5) as $n) {
        SecurityFixtures::guessFrom(SecurityFixtures::strangerIp($n), SecurityFixtures::notTheCode($this->sms))->assertNotFound();
    }

    $delays = [];
    foreach (range(6, 14) as $n) {
        $refused = SecurityFixtures::guessFrom(SecurityFixtures::strangerIp($n), SecurityFixtures::notTheCode($this->sms))->assertStatus(429);
        $delays[] = (int) $refused->headers->get('Retry-After');
        $this->travel(end($delays))->seconds();
        SecurityFixtures::guessFrom(SecurityFixtures::strangerIp($n), SecurityFixtures::notTheCode($this->sms))->assertNotFound();
    }

    expect($delays)->toBe([2, 4, 8, 16, 32, 64, 128, 256, 300]);
    // The owner, from the address that asked for the code, is not delayed.
    SecurityFixtures::guessFrom(OWNER_IP, $this->sms->lastCode(LOCK_PHONE))->assertOk();
});

it('takes the delays from the configuration', function () {
    config(['shop.otp.wrong_guesses.delay' => ['free' => 1, 'base' => 7, 'max' => 20]]);
    SignIn::requestCode($this, LOCK_PHONE, ip: OWNER_IP)->assertOk();

    SecurityFixtures::guessFrom(SecurityFixtures::strangerIp(1), SecurityFixtures::notTheCode($this->sms))->assertNotFound();
    SecurityFixtures::guessFrom(SecurityFixtures::strangerIp(2), SecurityFixtures::notTheCode($this->sms))->assertStatus(429)->assertHeader('Retry-After', '7');
    $this->travel(7)->seconds();
    SecurityFixtures::guessFrom(SecurityFixtures::strangerIp(2), SecurityFixtures::notTheCode($this->sms))->assertNotFound();
    SecurityFixtures::guessFrom(SecurityFixtures::strangerIp(3), SecurityFixtures::notTheCode($this->sms))->assertStatus(429)->assertHeader('Retry-After', '14');
    $this->travel(14)->seconds();
    SecurityFixtures::guessFrom(SecurityFixtures::strangerIp(3), SecurityFixtures::notTheCode($this->sms))->assertNotFound();

    SecurityFixtures::guessFrom(SecurityFixtures::strangerIp(4), SecurityFixtures::notTheCode($this->sms))->assertStatus(429)->assertHeader('Retry-After', '20');
});

it('refuses strangers once the phone took its budget of wrong codes, with the rest of the window as Retry-After', function () {
    config(['shop.otp.wrong_guesses.per_phone' => 6, 'shop.otp.wrong_guesses.delay.free' => 1000]);
    SignIn::requestCode($this, LOCK_PHONE, ip: OWNER_IP)->assertOk();
    foreach (range(1, 6) as $n) {
        SecurityFixtures::guessFrom(SecurityFixtures::strangerIp($n), SecurityFixtures::notTheCode($this->sms))->assertNotFound();
    }
    $this->travel(100)->seconds();

    SecurityFixtures::guessFrom(SecurityFixtures::strangerIp(7), $this->sms->lastCode(LOCK_PHONE))->assertStatus(429)->assertHeader('Retry-After', '86300');
    SecurityFixtures::guessFrom(OWNER_IP, $this->sms->lastCode(LOCK_PHONE))->assertOk();
});

it('lets a stranger who has the right code in, and gives back what the check took from the phone\'s budget', function () {
    config(['shop.otp.wrong_guesses.per_phone' => 2, 'shop.otp.wrong_guesses.delay.free' => 1000]);
    SignIn::requestCode($this, LOCK_PHONE, ip: OWNER_IP)->assertOk();
    SecurityFixtures::guessFrom(SecurityFixtures::strangerIp(1), SecurityFixtures::notTheCode($this->sms))->assertNotFound();

    // The owner's network changed between asking for the code and typing it.
    SecurityFixtures::guessFrom(SecurityFixtures::strangerIp(2), $this->sms->lastCode(LOCK_PHONE))->assertOk();

    expect(OtpLimits::limiter()->attempts(OneTimeCodes::keys(LOCK_PHONE)['wrong']))->toBe(1);
});

it('kills a code at its first wrong try once the phone\'s budget is spent, and the owner signs in with a new one', function () {
    config(['shop.otp.wrong_guesses.per_phone' => 3, 'shop.otp.wrong_guesses.delay.free' => 1000]);
    SignIn::requestCode($this, LOCK_PHONE, ip: OWNER_IP)->assertOk();
    foreach (range(1, 3) as $n) {
        SecurityFixtures::guessFrom(SecurityFixtures::strangerIp($n), SecurityFixtures::notTheCode($this->sms))->assertNotFound();
    }
    $typo = SecurityFixtures::notTheCode($this->sms);
    $code = $this->sms->lastCode(LOCK_PHONE);

    SecurityFixtures::guessFrom(OWNER_IP, $typo)->assertNotFound();
    SecurityFixtures::guessFrom(OWNER_IP, $code)->assertNotFound();

    OtpLimits::endCooldown(LOCK_PHONE);
    SignIn::requestCode($this, LOCK_PHONE, ip: OWNER_IP)->assertOk();
    SecurityFixtures::guessFrom(OWNER_IP, $this->sms->lastCode(LOCK_PHONE))->assertOk();
});

it('keeps the wrong codes a phone takes in a window within its budget plus one per code it was sent', function () {
    // Small figures: 6 wrong codes per phone, 4 codes an hour; no delays (they only slow the attack down).
    config(['shop.otp.wrong_guesses.per_phone' => 6, 'shop.otp.wrong_guesses.delay.free' => 1000, 'shop.otp.per_phone.max' => 4]);
    // Attackers from many addresses: each asks for a code (the owner's phone gets the SMS), then guesses like a
    // requester; others guess as strangers.
    foreach (range(1, 12) as $n) {
        OtpLimits::endCooldown(LOCK_PHONE);
        $sent = SignIn::requestCode($this, LOCK_PHONE, ip: SecurityFixtures::strangerIp($n))->status() === 200;
        foreach (range(1, 6) as $try) {
            if (OtpCode::query()->where('phone', LOCK_PHONE)->exists()) {
                SecurityFixtures::guessFrom(SecurityFixtures::strangerIp($n), SecurityFixtures::notTheCode($this->sms));
                SecurityFixtures::guessFrom(SecurityFixtures::strangerIp($n + 40), SecurityFixtures::notTheCode($this->sms));
            }
        }
        expect($sent || $n > 4)->toBeTrue();
    }

    $codes = $this->sms->countTo(LOCK_PHONE);
    expect($codes)->toBe(4)
        ->and(OtpLimits::limiter()->attempts(OneTimeCodes::keys(LOCK_PHONE)['wrong']))->toBeLessThanOrEqual(6 + $codes);
});

it('answers a stranger\'s refusal through the storefront as JSON 429 with Retry-After and a message, in both languages', function (string $prefix, string $message) {
    config(['shop.otp.wrong_guesses.delay.free' => 1]);
    $this->withServerVariables(['REMOTE_ADDR' => OWNER_IP])->postJson($prefix.'/auth/phone', ['phone' => LOCK_PHONE])->assertOk();
    $stranger = fn () => $this->withServerVariables(['REMOTE_ADDR' => SecurityFixtures::strangerIp(1)])->postJson($prefix.'/auth/code', ['phone' => LOCK_PHONE, 'code' => SecurityFixtures::notTheCode($this->sms)]);
    $stranger()->assertNotFound();

    $stranger()->assertStatus(429)->assertHeader('Retry-After', '2')->assertJsonPath('message', $message);
})->with([['', 'Забагато спроб. Спробуйте ще раз за 2 с.'], ['/en', 'Too many attempts. Try again in 2 s.']]);

it('believes the visitor\'s address a storefront names with a valid X-Line-Header on the code check, and no one else\'s', function () {
    config(['shop.otp.wrong_guesses.per_phone' => 1, 'shop.otp.wrong_guesses.delay.free' => 1000]);
    SignIn::requestCode($this, LOCK_PHONE, ip: OWNER_IP)->assertOk();
    SecurityFixtures::guessFrom(SecurityFixtures::strangerIp(1), SecurityFixtures::notTheCode($this->sms))->assertNotFound();
    $named = fn (?string $header) => $this->withServerVariables(['REMOTE_ADDR' => '127.0.0.1'])->postJson('/api/sms-code-check', ['phone' => LOCK_PHONE, 'code' => $this->sms->lastCode(LOCK_PHONE)], array_filter(['X-Client-Ip' => OWNER_IP, LineHeader::NAME => $header]));

    // Without a valid header the named address is ignored: the caller is a stranger, and the phone's budget is spent.
    $named(null)->assertStatus(429);
    $named(LineHeader::make(LOCK_PHONE, (string) config('shop.api.line_secret')))->assertOk();
});

it('names the visitor\'s address and the X-Line-Header on the HTTP adapter\'s code check', function () {
    config(['shop.api.url' => 'http://upstream.test']);
    Http::fake(['upstream.test/api/sms-code-check' => Http::response(['token' => '7|'.str_repeat('a', 40)])]);
    $this->withServerVariables(['REMOTE_ADDR' => OWNER_IP])->get('/api/ping');

    app(HttpShopApi::class)->checkCode(LOCK_PHONE, '1234');

    Http::assertSent(fn (Request $request) => $request->url() === 'http://upstream.test/api/sms-code-check'
        && $request->header('X-Client-Ip') === [OWNER_IP]
        && $request->header(LineHeader::NAME) === [LineHeader::make(LOCK_PHONE, (string) config('shop.api.line_secret'))]);
});
