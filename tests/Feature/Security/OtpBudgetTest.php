<?php

use App\Models\OtpCode;
use App\Shop\Customers\OneTimeCodes;
use App\ShopApi\LineHeader;
use Database\Seeders\CustomerSeeder;
use Illuminate\Log\Events\MessageLogged;
use Illuminate\Support\Facades\Log;
use Illuminate\Testing\TestResponse;
use Tests\Feature\Security\SecurityFixtures;
use Tests\Support\FakeSmsSender;
use Tests\Support\OtpLimits;
use Tests\Support\SignIn;

// The fixed budget of sign-in by SMS code (config shop.otp): wrong guesses per phone and client address across all
// the phone's codes (10 per 86400 s; the per-phone budget and its delays are in OtpLockoutTest), sends per client
// address (IPv6 by /64), the country calling codes a code may go to (380), and the SMS the whole site sends per hour
// (300). Every limit answers a known and an unknown phone alike.

const BUDGET_PHONE = '380661234701';
const BUDGET_OTHER = '380661234702';
const BUDGET_IP = '198.51.100.40';

beforeEach(function () {
    $this->sms = FakeSmsSender::install();
    // The route throttle of the sign-in calls is not under test here (its counters outlive a test in Redis).
    config(['shop.rate_limits.sign-in.per_minute' => 100000]);
    // The counters live in the cache store (Redis in production), which outlives a test.
    OtpLimits::clear(
        [...array_map(SecurityFixtures::budgetPhone(...), range(0, 99)), CustomerSeeder::PHONE, '380930000777', '48601234567'],
        [...array_map(SecurityFixtures::budgetIp(...), range(1, 60)), '2001:db8:5:7::1', '2001:db8:5:8::1', '127.0.0.1'],
    );
});

it('refuses the right code of a fresh code with 429 and Retry-After once one address made 10 wrong guesses on the phone across its codes', function () {
    SignIn::requestCode($this, BUDGET_PHONE, ip: BUDGET_IP)->assertOk();
    foreach (range(1, 5) as $i) {
        SignIn::checkCode($this, BUDGET_PHONE, SecurityFixtures::wrongCodeFor($this->sms, BUDGET_PHONE))->assertNotFound();
    }
    SecurityFixtures::sendAgain($this, BUDGET_PHONE)->assertOk();
    foreach (range(1, 4) as $i) {
        SignIn::checkCode($this, BUDGET_PHONE, SecurityFixtures::wrongCodeFor($this->sms, BUDGET_PHONE))->assertNotFound();
    }
    SecurityFixtures::sendAgain($this, BUDGET_PHONE)->assertOk();
    SignIn::checkCode($this, BUDGET_PHONE, SecurityFixtures::wrongCodeFor($this->sms, BUDGET_PHONE))->assertNotFound();

    $response = SignIn::checkCode($this, BUDGET_PHONE, $this->sms->lastCode(BUDGET_PHONE), 'en')->assertStatus(429);

    expect((int) $response->headers->get('Retry-After'))->toBeGreaterThan(86000)->toBeLessThanOrEqual(86400)
        ->and($response->json('message'))->toBe('Too many attempts. Try again in 24 h.');
});

it('still signs in with the right code after 9 wrong guesses across codes from one address', function () {
    SignIn::requestCode($this, BUDGET_PHONE, ip: BUDGET_IP)->assertOk();
    foreach (range(1, 5) as $i) {
        SignIn::checkCode($this, BUDGET_PHONE, SecurityFixtures::wrongCodeFor($this->sms, BUDGET_PHONE))->assertNotFound();
    }
    SecurityFixtures::sendAgain($this, BUDGET_PHONE)->assertOk();
    foreach (range(1, 4) as $i) {
        SignIn::checkCode($this, BUDGET_PHONE, SecurityFixtures::wrongCodeFor($this->sms, BUDGET_PHONE))->assertNotFound();
    }

    SignIn::checkCode($this, BUDGET_PHONE, $this->sms->lastCode(BUDGET_PHONE))->assertOk();
});

it('sends no new code to the phone from an address that used up its wrong guesses on it: 429 with Retry-After', function () {
    config(['shop.otp.wrong_guesses.per_address' => 2]);
    SignIn::requestCode($this, BUDGET_PHONE, ip: BUDGET_IP)->assertOk();
    SignIn::checkCode($this, BUDGET_PHONE, SecurityFixtures::wrongCodeFor($this->sms, BUDGET_PHONE))->assertNotFound();
    SignIn::checkCode($this, BUDGET_PHONE, SecurityFixtures::wrongCodeFor($this->sms, BUDGET_PHONE))->assertNotFound();

    $response = SecurityFixtures::sendAgain($this, BUDGET_PHONE)->assertStatus(429);

    expect((int) $response->headers->get('Retry-After'))->toBeGreaterThan(86000)
        ->and($this->sms->countTo(BUDGET_PHONE))->toBe(1);
    // Another address still gets a code for the phone.
    SecurityFixtures::sendAgain($this, BUDGET_PHONE, SecurityFixtures::budgetIp(2))->assertOk();
});

it('takes the number of wrong guesses and their window from the configuration', function () {
    config(['shop.otp.wrong_guesses.per_address' => 3, 'shop.otp.wrong_guesses.decay' => 600]);
    SignIn::requestCode($this, BUDGET_PHONE, ip: BUDGET_IP)->assertOk();
    foreach (range(1, 3) as $i) {
        SignIn::checkCode($this, BUDGET_PHONE, SecurityFixtures::wrongCodeFor($this->sms, BUDGET_PHONE))->assertNotFound();
    }

    $response = SignIn::checkCode($this, BUDGET_PHONE, $this->sms->lastCode(BUDGET_PHONE))->assertStatus(429);

    expect((int) $response->headers->get('Retry-After'))->toBeGreaterThan(500)->toBeLessThanOrEqual(600);
});

it('counts wrong guesses per phone: another phone still signs in from the same address', function () {
    config(['shop.otp.wrong_guesses.per_address' => 1]);
    SignIn::requestCode($this, BUDGET_PHONE, ip: BUDGET_IP)->assertOk();
    SignIn::checkCode($this, BUDGET_PHONE, SecurityFixtures::wrongCodeFor($this->sms, BUDGET_PHONE))->assertNotFound();
    SignIn::requestCode($this, BUDGET_OTHER, ip: BUDGET_IP)->assertOk();

    SignIn::checkCode($this, BUDGET_OTHER, $this->sms->lastCode(BUDGET_OTHER))->assertOk();
});

it('signs the address in again once the wrong-guess window has passed', function () {
    OtpLimits::inArrayStore();
    config(['shop.otp.wrong_guesses.per_address' => 2]);
    SignIn::requestCode($this, BUDGET_PHONE, ip: BUDGET_IP)->assertOk();
    SignIn::checkCode($this, BUDGET_PHONE, SecurityFixtures::wrongCodeFor($this->sms, BUDGET_PHONE))->assertNotFound();
    SignIn::checkCode($this, BUDGET_PHONE, SecurityFixtures::wrongCodeFor($this->sms, BUDGET_PHONE))->assertNotFound();
    SignIn::checkCode($this, BUDGET_PHONE, $this->sms->lastCode(BUDGET_PHONE))->assertStatus(429);

    $this->travel(86401)->seconds();

    SignIn::requestCode($this, BUDGET_PHONE, ip: BUDGET_IP)->assertOk();
    SignIn::checkCode($this, BUDGET_PHONE, $this->sms->lastCode(BUDGET_PHONE))->assertOk();
});

it('keeps refusing the address during the window: a new code is still 429, with the rest of the window as Retry-After', function () {
    OtpLimits::inArrayStore();
    $this->freezeTime();
    config(['shop.otp.wrong_guesses.per_address' => 2]);
    SignIn::requestCode($this, BUDGET_PHONE, ip: BUDGET_IP)->assertOk();
    SignIn::checkCode($this, BUDGET_PHONE, SecurityFixtures::wrongCodeFor($this->sms, BUDGET_PHONE))->assertNotFound();
    SignIn::checkCode($this, BUDGET_PHONE, SecurityFixtures::wrongCodeFor($this->sms, BUDGET_PHONE))->assertNotFound();

    $this->travel(86000)->seconds();

    SignIn::requestCode($this, BUDGET_PHONE, ip: BUDGET_IP)->assertStatus(429)->assertHeader('Retry-After', '400');
});

it('does not count guesses at a phone that has no live code', function () {
    config(['shop.otp.wrong_guesses.per_address' => 2]);
    SignIn::checkCode($this, BUDGET_PHONE, '1111')->assertNotFound();
    SignIn::checkCode($this, BUDGET_PHONE, '2222')->assertNotFound();
    SignIn::checkCode($this, BUDGET_PHONE, '3333')->assertNotFound();

    SignIn::requestCode($this, BUDGET_PHONE, ip: BUDGET_IP)->assertOk();
    SignIn::checkCode($this, BUDGET_PHONE, $this->sms->lastCode(BUDGET_PHONE))->assertOk();
});

it('answers the wrong-guess refusal through the storefront as JSON 429 with Retry-After, in both languages', function (string $prefix, string $words) {
    config(['shop.otp.wrong_guesses.per_address' => 1]);
    $this->postJson($prefix.'/auth/phone', ['phone' => BUDGET_PHONE])->assertOk();
    $this->postJson($prefix.'/auth/code', ['phone' => BUDGET_PHONE, 'code' => SecurityFixtures::wrongCodeFor($this->sms, BUDGET_PHONE)])->assertNotFound();

    $this->postJson($prefix.'/auth/code', ['phone' => BUDGET_PHONE, 'code' => $this->sms->lastCode(BUDGET_PHONE)])
        ->assertStatus(429)
        ->assertHeader('Retry-After')
        ->assertJsonPath('message', $words);
})->with([['', 'Забагато спроб. Спробуйте ще раз за 24 год.'], ['/en', 'Too many attempts. Try again in 24 h.']]);

it('counts sends from one IPv6 /64 together', function () {
    config(['shop.otp.per_ip.max' => 2]);
    SignIn::requestCode($this, SecurityFixtures::budgetPhone(10), ip: '2001:db8:5:7::1')->assertOk();
    SignIn::requestCode($this, SecurityFixtures::budgetPhone(11), ip: '2001:db8:5:7:ffff:ffff:ffff:fffe')->assertOk();

    SignIn::requestCode($this, SecurityFixtures::budgetPhone(12), ip: '2001:db8:5:7:abcd::9')->assertStatus(429)->assertHeader('Retry-After');
    expect($this->sms->sent)->toHaveCount(2);
});

it('counts another IPv6 /64 apart', function () {
    config(['shop.otp.per_ip.max' => 1]);
    SignIn::requestCode($this, SecurityFixtures::budgetPhone(10), ip: '2001:db8:5:7::1')->assertOk();

    SignIn::requestCode($this, SecurityFixtures::budgetPhone(11), ip: '2001:db8:5:8::1')->assertOk();
});

it('refuses a phone outside the allowed country codes with 422 on phone and sends nothing', function (string $language, string $message) {
    $this->postJson('/api/via-phone-number', ['phone' => '48601234567'], [LineHeader::NAME => LineHeader::make('48601234567', (string) config('shop.api.line_secret')), 'Accept-Language' => $language])
        ->assertStatus(422)
        ->assertJsonPath('errors.phone.0', $message);

    expect($this->sms->sent)->toBe([])
        ->and(OtpCode::query()->count())->toBe(0);
})->with([
    ['en', 'We can text a sign-in code only to numbers starting with +380.'],
    ['ua', 'Код для входу ми можемо надіслати лише на номери, що починаються з +380.'],
]);

it('refuses a phone outside the allowed country codes on the storefront with the message on phone, in both languages', function (string $prefix, string $message) {
    $this->postJson($prefix.'/auth/phone', ['phone' => '12025550123'])
        ->assertStatus(422)
        ->assertJsonPath('errors.phone.0', $message);

    expect($this->sms->sent)->toBe([]);
})->with([
    ['/en', 'We can text a sign-in code only to numbers starting with +380.'],
    ['', 'Код для входу ми можемо надіслати лише на номери, що починаються з +380.'],
]);

it('sends to every country code of the configuration and names them all in the refusal', function () {
    config(['shop.otp.countries' => ['380', '48']]);

    SignIn::requestCode($this, '48601234567', ip: BUDGET_IP)->assertOk();
    SignIn::requestCode($this, '12025550123', language: 'en', ip: BUDGET_IP)
        ->assertStatus(422)
        ->assertJsonPath('errors.phone.0', 'We can text a sign-in code only to numbers starting with +380, +48.');
});

it('refuses the code check of a phone outside the allowed country codes with 422 on phone', function () {
    SignIn::checkCode($this, '48601234567', '1234', 'en')->assertStatus(422)->assertJsonValidationErrors(['phone']);
});

it('stops sending once the hourly SMS budget of the site is spent: 429 with Retry-After and no SMS', function () {
    OtpLimits::inArrayStore();
    config(['shop.otp.sms_budget_per_hour' => 3]);
    foreach (range(1, 3) as $i) {
        SignIn::requestCode($this, SecurityFixtures::budgetPhone($i), ip: SecurityFixtures::budgetIp($i))->assertOk();
    }

    $response = SignIn::requestCode($this, SecurityFixtures::budgetPhone(4), ip: SecurityFixtures::budgetIp(4))->assertStatus(429);

    expect((int) $response->headers->get('Retry-After'))->toBeGreaterThan(3500)->toBeLessThanOrEqual(3600)
        ->and($this->sms->sent)->toHaveCount(3)
        ->and(OtpCode::query()->where('phone', SecurityFixtures::budgetPhone(4))->exists())->toBeFalse();
});

it('answers a budget refusal exactly as a rate-limited send', function () {
    OtpLimits::inArrayStore();
    $this->freezeTime();
    config(['shop.otp.sms_budget_per_hour' => 1, 'shop.otp.per_phone.max' => 1]);
    SignIn::requestCode($this, BUDGET_PHONE, ip: SecurityFixtures::budgetIp(1))->assertOk();
    $this->travel(61)->seconds();

    $limited = SignIn::requestCode($this, BUDGET_PHONE, ip: SecurityFixtures::budgetIp(2));
    $overBudget = SignIn::requestCode($this, BUDGET_OTHER, ip: SecurityFixtures::budgetIp(3));

    expect($limited->status())->toBe(429)->and($overBudget->status())->toBe(429)
        ->and($overBudget->getContent())->toBe($limited->getContent())
        ->and($overBudget->headers->get('Retry-After'))->toBe($limited->headers->get('Retry-After'))->toBe('3539');
});

it('writes one critical log line per window when the SMS budget is spent, and another in the next window', function () {
    OtpLimits::inArrayStore();
    config(['shop.otp.sms_budget_per_hour' => 1]);
    $lines = [];
    Log::listen(function (MessageLogged $event) use (&$lines) {
        if ($event->level === 'critical') {
            $lines[] = $event->message;
        }
    });
    SignIn::requestCode($this, SecurityFixtures::budgetPhone(1), ip: SecurityFixtures::budgetIp(1))->assertOk();
    foreach (range(2, 4) as $i) {
        SignIn::requestCode($this, SecurityFixtures::budgetPhone($i), ip: SecurityFixtures::budgetIp($i))->assertStatus(429);
    }
    expect($lines)->toHaveCount(1)->and($lines[0])->toContain('SMS budget');

    $this->travel(3601)->seconds();
    SignIn::requestCode($this, SecurityFixtures::budgetPhone(5), ip: SecurityFixtures::budgetIp(5))->assertOk();
    SignIn::requestCode($this, SecurityFixtures::budgetPhone(6), ip: SecurityFixtures::budgetIp(6))->assertStatus(429);

    expect($lines)->toHaveCount(2);
});

it('sends again once the budget window has passed', function () {
    OtpLimits::inArrayStore();
    config(['shop.otp.sms_budget_per_hour' => 1]);
    SignIn::requestCode($this, SecurityFixtures::budgetPhone(1), ip: SecurityFixtures::budgetIp(1))->assertOk();
    SignIn::requestCode($this, SecurityFixtures::budgetPhone(2), ip: SecurityFixtures::budgetIp(2))->assertStatus(429);

    $this->travel(3601)->seconds();

    SignIn::requestCode($this, SecurityFixtures::budgetPhone(2), ip: SecurityFixtures::budgetIp(2))->assertOk();
    expect($this->sms->sent)->toHaveCount(2);
});

it('does not spend the SMS budget on refused sends', function () {
    OtpLimits::inArrayStore();
    config(['shop.otp.sms_budget_per_hour' => 2]);
    SignIn::requestCode($this, SecurityFixtures::budgetPhone(1), ip: SecurityFixtures::budgetIp(1))->assertOk();
    SignIn::requestCode($this, SecurityFixtures::budgetPhone(1), ip: SecurityFixtures::budgetIp(1))->assertStatus(429); // within the cooldown
    SignIn::requestCode($this, '48601234567', ip: SecurityFixtures::budgetIp(1))->assertStatus(422);

    SignIn::requestCode($this, SecurityFixtures::budgetPhone(2), ip: SecurityFixtures::budgetIp(2))->assertOk();
});

it('gives the cooldown back when the budget refused the code', function () {
    OtpLimits::inArrayStore();
    config(['shop.otp.sms_budget_per_hour' => 1, 'shop.otp.resend_cooldown' => 7200]);
    SignIn::requestCode($this, SecurityFixtures::budgetPhone(1), ip: SecurityFixtures::budgetIp(1))->assertOk();
    SignIn::requestCode($this, SecurityFixtures::budgetPhone(2), ip: SecurityFixtures::budgetIp(2))->assertStatus(429);

    $this->travel(3601)->seconds();

    SignIn::requestCode($this, SecurityFixtures::budgetPhone(2), ip: SecurityFixtures::budgetIp(2))->assertOk();
});

it('answers a known and an unknown phone with the same status, body and headers', function (string $case, int $status) {
    OtpLimits::inArrayStore();
    seedShop();
    $this->freezeTime();
    $answers = [];
    // Two fresh addresses (the route throttle counts per address in a store that outlives a test): equal counters.
    [$a, $b] = [random_int(0, 255), random_int(1, 253)];
    $fresh = ["198.18.$a.$b", '198.18.'.$a.'.'.($b + 1)];
    OtpLimits::clear([], $fresh);
    foreach ([[CustomerSeeder::PHONE, $fresh[0]], ['380930000777', $fresh[1]]] as [$phone, $ip]) {
        $config = config('shop.otp');
        $answers[] = SecurityFixtures::budgetCase($this, $this->sms, $case, $phone, $ip);
        config(['shop.otp' => $config]);
        OtpLimits::limiter()->clear(OneTimeCodes::SMS_BUDGET_KEY);
    }
    [$known, $unknown] = $answers;
    // Date and the request id differ between any two responses.
    $headers = fn (TestResponse $r) => collect($r->headers->all())->except(['date', 'x-request-id'])->all();

    expect($known->status())->toBe($status)
        ->and($unknown->status())->toBe($status)
        ->and($headers($unknown))->toBe($headers($known));
    if ($case === 'right code') {
        // Both get a token (the unknown phone becomes a customer only now); only the secret differs.
        expect(array_keys($unknown->json()))->toBe(['token'])->and(array_keys($known->json()))->toBe(['token']);
    } else {
        expect($unknown->getContent())->toBe($known->getContent());
    }
})->with([
    ['sent', 200],
    ['cooldown', 429],
    ['per phone', 429],
    ['per address', 429],
    ['wrong code', 404],
    ['wrong guesses used up, code check', 429],
    ['wrong guesses used up, send', 429],
    ['SMS budget spent', 429],
    ['right code', 200],
]);
