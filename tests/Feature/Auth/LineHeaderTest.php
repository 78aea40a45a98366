<?php

use App\ShopApi\LineHeader;
use Carbon\CarbonImmutable;
use Tests\Feature\Auth\AuthFixtures;
use Tests\Support\FakeSmsSender;
use Tests\Support\SignIn;

// X-Line-Header on POST /api/via-phone-number: sha256(digits + SHOP_LINE_SECRET + Kyiv date d/m/Y),
// accepted for yesterday, today and tomorrow; anything else is 403 and no SMS.

const LINE_PHONE = '380501112233';

beforeEach(function () {
    config(['shop.api.line_secret' => 'test-line-secret']);
    $this->sms = FakeSmsSender::install();
});

it('accepts the digest of the digits, the secret and today\'s Kyiv date', function () {
    $this->travelTo(CarbonImmutable::parse('2026-03-10 12:00', 'Europe/Kyiv'));

    SignIn::requestCode($this, LINE_PHONE, AuthFixtures::lineHeaderFor('test-line-secret', '10/03/2026'))->assertOk()->assertExactJson(['success' => true]);
    expect($this->sms->sent)->toHaveCount(1);
});

it('accepts yesterday\'s and tomorrow\'s date around midnight', function (string $date) {
    $this->travelTo(CarbonImmutable::parse('2026-03-10 00:01', 'Europe/Kyiv'));

    SignIn::requestCode($this, LINE_PHONE, AuthFixtures::lineHeaderFor('test-line-secret', $date))->assertOk();
})->with(['yesterday' => '09/03/2026', 'tomorrow' => '11/03/2026']);

it('uses the Kyiv date, not the server\'s UTC date', function () {
    // 23:30 UTC on 9 March is 01:30 on 10 March in Kyiv; two days later in Kyiv terms is out of tolerance.
    $this->travelTo(CarbonImmutable::parse('2026-03-09 23:30', 'UTC'));

    SignIn::requestCode($this, LINE_PHONE, AuthFixtures::lineHeaderFor('test-line-secret', '11/03/2026'))->assertOk();
    $this->travel(61)->seconds();
    SignIn::requestCode($this, LINE_PHONE, AuthFixtures::lineHeaderFor('test-line-secret', '08/03/2026'))->assertForbidden();
});

it('refuses a date two days away', function (string $date) {
    $this->travelTo(CarbonImmutable::parse('2026-03-10 12:00', 'Europe/Kyiv'));

    SignIn::requestCode($this, LINE_PHONE, AuthFixtures::lineHeaderFor('test-line-secret', $date))->assertForbidden();
    expect($this->sms->sent)->toBe([]);
})->with(['08/03/2026', '12/03/2026', '10/03/2025']);

it('refuses a date in another format', function () {
    $this->travelTo(CarbonImmutable::parse('2026-03-10 12:00', 'Europe/Kyiv'));

    SignIn::requestCode($this, LINE_PHONE, AuthFixtures::lineHeaderFor('test-line-secret', '2026-03-10'))->assertForbidden();
});

it('refuses a header made with another secret', function () {
    SignIn::requestCode($this, LINE_PHONE, LineHeader::make(LINE_PHONE, 'another-secret'))
        ->assertForbidden()
        ->assertJsonStructure(['message']);
    expect($this->sms->sent)->toBe([]);
});

it('refuses a header made for other digits', function () {
    SignIn::requestCode($this, LINE_PHONE, LineHeader::make('380509999999', 'test-line-secret'))->assertForbidden();
});

it('refuses a request without the header', function () {
    $this->postJson('/api/via-phone-number', ['phone' => LINE_PHONE])->assertForbidden()->assertJsonStructure(['message']);
    expect($this->sms->sent)->toBe([]);
});

it('refuses a header that is not a hex digest', function (string $header) {
    SignIn::requestCode($this, LINE_PHONE, $header)->assertForbidden();
})->with(['', 'abc', str_repeat('z', 64), str_repeat('a', 5000)]);

it('answers the refusal in the language of the call', function () {
    SignIn::requestCode($this, LINE_PHONE, 'abc', 'en')->assertForbidden()->assertJson(['message' => 'Invalid X-Line-Header.']);
    SignIn::requestCode($this, LINE_PHONE, 'abc', 'ua')->assertForbidden()->assertJson(['message' => 'Недійсний заголовок X-Line-Header.']);
});
