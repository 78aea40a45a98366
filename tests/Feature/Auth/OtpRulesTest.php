<?php

use App\Models\Customer;
use App\Models\OtpCode;
use App\Shop\Customers\OneTimeCodes;
use App\Shop\Sms\SmsException;
use App\Shop\Sms\SmsSender;
use Database\Seeders\CustomerSeeder;
use Tests\Support\FakeSmsSender;
use Tests\Support\OtpLimits;
use Tests\Support\SignIn;

// The sign-in code rules (lifetime, tries, resend cooldown, per-phone and per-address limits), through POST /api/via-phone-number and /api/sms-code-check.
// Figures asserted (config/shop.php defaults): 4 digits; 300 s lifetime; dead after 5 wrong tries;
// 60 s resend cooldown; 5 sends per phone per 3600 s; 20 sends per IP per 3600 s.

const OTP_PHONE = '380671112233';

beforeEach(function () {
    $this->sms = FakeSmsSender::install();
    // The route throttle of the sign-in calls is not under test here (its counters outlive a test in Redis).
    config(['shop.rate_limits.sign-in.per_minute' => 100000]);
    // The counters live in the cache store, which outlives a test (Redis): start from empty ones.
    OtpLimits::clear(
        [OTP_PHONE, '380990000000', CustomerSeeder::PHONE, '380930000000', ...array_map(fn (int $i) => '3806700000'.str_pad((string) $i, 2, '0', STR_PAD_LEFT), [...range(1, 20), 99])],
        ['10.0.0.1', '10.0.1.1', '10.0.1.2', '10.0.1.3', '10.0.1.4', '10.0.1.5', '10.0.1.99', '10.0.2.1', '10.0.2.2', '203.0.113.7', '203.0.113.8', '198.51.100.1', '198.51.100.2', '127.0.0.1'],
    );
});

it('sends a random code of the configured length by SMS and keeps only its HMAC', function () {
    SignIn::requestCode($this, OTP_PHONE)->assertOk()->assertExactJson(['success' => true]);

    $code = $this->sms->lastCode(OTP_PHONE);
    $record = OtpCode::query()->where('phone', OTP_PHONE)->sole();
    expect($code)->toMatch('/^\d{4}$/')
        ->and($record->code_hash)->toBe(hash_hmac('sha256', OTP_PHONE.'|'.$code, config('app.key')))
        ->and($record->code_hash)->not->toContain($code);
});

it('uses the otp_length of the configuration', function () {
    config(['shop.limits.otp_length' => 6]);

    SignIn::requestCode($this, OTP_PHONE)->assertOk();

    expect($this->sms->lastCode(OTP_PHONE))->toMatch('/^\d{6}$/');
});

it('draws codes at random', function () {
    $codes = collect(range(1, 200))->map(fn () => OneTimeCodes::generate(4));

    expect($codes->unique()->count())->toBeGreaterThan(150)
        ->and($codes->every(fn (string $c) => preg_match('/^\d{4}$/', $c) === 1))->toBeTrue();
});

it('writes the SMS in the language of the call', function (string $language, string $words) {
    SignIn::requestCode($this, OTP_PHONE, language: $language)->assertOk();

    expect($this->sms->sent[0]['text'])->toContain($words);
})->with([['ua', 'ваш код'], ['en', 'your sign-in code']]);

it('signs in with the right code and answers a token', function () {
    SignIn::requestCode($this, OTP_PHONE);

    $token = SignIn::checkCode($this, OTP_PHONE, $this->sms->lastCode(OTP_PHONE))->assertOk()->json('token');

    expect($token)->toMatch('/^\d+\|[A-Za-z0-9]{40,}$/');
});

it('creates the customer only when the code is confirmed', function () {
    SignIn::requestCode($this, OTP_PHONE)->assertOk();
    expect(Customer::query()->where('phone', OTP_PHONE)->exists())->toBeFalse();

    SignIn::checkCode($this, OTP_PHONE, $this->sms->lastCode(OTP_PHONE))->assertOk();
    expect(Customer::query()->where('phone', OTP_PHONE)->exists())->toBeTrue();
});

it('uses a code only once', function () {
    SignIn::requestCode($this, OTP_PHONE);
    $code = $this->sms->lastCode(OTP_PHONE);

    SignIn::checkCode($this, OTP_PHONE, $code)->assertOk();
    SignIn::checkCode($this, OTP_PHONE, $code)->assertNotFound();
});

it('lets a code live 300 seconds and no longer', function () {
    SignIn::requestCode($this, OTP_PHONE);
    $code = $this->sms->lastCode(OTP_PHONE);

    $this->travel(301)->seconds();

    SignIn::checkCode($this, OTP_PHONE, $code)->assertNotFound()->assertJson(['message' => 'Код неправильний або застарів.']);
});

it('still accepts a code just before it expires', function () {
    SignIn::requestCode($this, OTP_PHONE);
    $code = $this->sms->lastCode(OTP_PHONE);

    $this->travel(299)->seconds();

    SignIn::checkCode($this, OTP_PHONE, $code)->assertOk();
});

it('kills a code after 5 wrong tries, even for the right code', function () {
    SignIn::requestCode($this, OTP_PHONE);
    $code = $this->sms->lastCode(OTP_PHONE);
    $wrong = str_pad((string) (((int) $code + 1) % 10000), 4, '0', STR_PAD_LEFT);

    foreach (range(1, 5) as $try) {
        SignIn::checkCode($this, OTP_PHONE, $wrong)->assertNotFound();
    }

    expect(OtpCode::query()->where('phone', OTP_PHONE)->value('attempts'))->toBe(5);
    SignIn::checkCode($this, OTP_PHONE, $code)->assertNotFound();
});

it('still accepts the right code after 4 wrong tries', function () {
    SignIn::requestCode($this, OTP_PHONE);
    $code = $this->sms->lastCode(OTP_PHONE);
    $wrong = str_pad((string) (((int) $code + 1) % 10000), 4, '0', STR_PAD_LEFT);

    foreach (range(1, 4) as $try) {
        SignIn::checkCode($this, OTP_PHONE, $wrong)->assertNotFound();
    }

    SignIn::checkCode($this, OTP_PHONE, $code)->assertOk();
});

it('answers 404 for a phone that was never sent a code', function () {
    SignIn::checkCode($this, '380990000000', '1234', 'en')->assertNotFound()->assertExactJson(['message' => 'The code is wrong or has expired.']);
});

it('refuses a second code within the 60 second cooldown with 429 and Retry-After, and sends nothing', function () {
    $this->freezeTime();
    SignIn::requestCode($this, OTP_PHONE)->assertOk();
    $this->travel(20)->seconds();

    SignIn::requestCode($this, OTP_PHONE)->assertStatus(429)->assertHeader('Retry-After', '40')->assertJsonStructure(['message']);

    expect($this->sms->countTo(OTP_PHONE))->toBe(1);
});

it('sends a new code after the cooldown, and the old code dies', function () {
    OtpLimits::inArrayStore();
    SignIn::requestCode($this, OTP_PHONE);
    $first = $this->sms->lastCode(OTP_PHONE);
    $this->travel(61)->seconds();

    SignIn::requestCode($this, OTP_PHONE)->assertOk();
    $second = $this->sms->lastCode(OTP_PHONE);

    expect($this->sms->countTo(OTP_PHONE))->toBe(2);
    if ($first !== $second) {
        SignIn::checkCode($this, OTP_PHONE, $first)->assertNotFound();
    }
    SignIn::checkCode($this, OTP_PHONE, $second)->assertOk();
});

it('sends at most 5 codes to one phone per hour, then 429 with Retry-After and no SMS', function () {
    OtpLimits::inArrayStore();
    foreach (range(1, 5) as $i) {
        SignIn::requestCode($this, OTP_PHONE, ip: "10.0.1.$i")->assertOk();
        $this->travel(61)->seconds();
    }

    $response = SignIn::requestCode($this, OTP_PHONE, ip: '10.0.1.99')->assertStatus(429);

    expect((int) $response->headers->get('Retry-After'))->toBeGreaterThan(3000)->toBeLessThanOrEqual(3600)
        ->and($this->sms->countTo(OTP_PHONE))->toBe(5);
});

it('sends codes to the phone again once the hour has passed', function () {
    OtpLimits::inArrayStore();
    foreach (range(1, 5) as $i) {
        SignIn::requestCode($this, OTP_PHONE)->assertOk();
        $this->travel(61)->seconds();
    }
    SignIn::requestCode($this, OTP_PHONE)->assertStatus(429);

    $this->travel(3600)->seconds();

    SignIn::requestCode($this, OTP_PHONE)->assertOk();
});

it('sends at most 20 codes from one IP per hour, then 429 with Retry-After and no SMS', function () {
    foreach (range(1, 20) as $i) {
        SignIn::requestCode($this, '3806700000'.str_pad((string) $i, 2, '0', STR_PAD_LEFT), ip: '203.0.113.7')->assertOk();
    }

    $response = SignIn::requestCode($this, '380670000099', ip: '203.0.113.7')->assertStatus(429);

    expect((int) $response->headers->get('Retry-After'))->toBeGreaterThan(0)->toBeLessThanOrEqual(3600)
        ->and($this->sms->sent)->toHaveCount(20);
    SignIn::requestCode($this, '380670000099', ip: '203.0.113.8')->assertOk();
});

it('counts the IP a trusted storefront names in X-Client-Ip', function () {
    config(['shop.otp.per_ip.max' => 1]);
    $this->postJson('/api/via-phone-number', ['phone' => '380670000001'], ['X-Line-Header' => \App\ShopApi\LineHeader::make('380670000001', config('shop.api.line_secret')), 'X-Client-Ip' => '198.51.100.1'])->assertOk();

    $this->postJson('/api/via-phone-number', ['phone' => '380670000002'], ['X-Line-Header' => \App\ShopApi\LineHeader::make('380670000002', config('shop.api.line_secret')), 'X-Client-Ip' => '198.51.100.2'])->assertOk();
    $this->postJson('/api/via-phone-number', ['phone' => '380670000003'], ['X-Line-Header' => \App\ShopApi\LineHeader::make('380670000003', config('shop.api.line_secret')), 'X-Client-Ip' => '198.51.100.1'])->assertStatus(429);
});

it('answers a known and an unknown phone alike', function () {
    seedShop();
    $known = SignIn::requestCode($this, \Database\Seeders\CustomerSeeder::PHONE, ip: '10.0.2.1');
    $unknown = SignIn::requestCode($this, '380930000000', ip: '10.0.2.2');

    expect($known->status())->toBe($unknown->status())->toBe(200)
        ->and($known->getContent())->toBe($unknown->getContent());
});

it('answers a known and an unknown phone alike when limited too', function () {
    seedShop();
    // One instant for all four requests: the seconds left of each phone's limit are then the same (a second boundary
    // between them made one say 60 s and the other 59 s).
    $this->freezeTime();
    foreach ([\Database\Seeders\CustomerSeeder::PHONE, '380930000000'] as $phone) {
        SignIn::requestCode($this, $phone)->assertOk();
    }

    $known = SignIn::requestCode($this, \Database\Seeders\CustomerSeeder::PHONE);
    $unknown = SignIn::requestCode($this, '380930000000');

    expect($known->status())->toBe(429)->and($unknown->status())->toBe(429)
        ->and($known->json())->toBe($unknown->json())
        ->and($known->headers->get('Retry-After'))->toBe($unknown->headers->get('Retry-After'));
});

it('refuses malformed phones and codes with 422 and field messages, and sends nothing', function (array $body, string $path, string $field) {
    $headers = ['X-Line-Header' => \App\ShopApi\LineHeader::make((string) ($body['phone'] ?? ''), config('shop.api.line_secret')), 'Accept-Language' => 'en'];

    $this->postJson($path, $body, $headers)->assertStatus(422)->assertJsonValidationErrors([$field]);

    expect($this->sms->sent)->toBe([]);
})->with([
    'letters in the phone' => [['phone' => '38067abc1234'], '/api/via-phone-number', 'phone'],
    'a plus sign' => [['phone' => '+380671234567'], '/api/via-phone-number', 'phone'],
    '16 digits' => [['phone' => '3806712345678901'], '/api/via-phone-number', 'phone'],
    '8 digits' => [['phone' => '38067123'], '/api/via-phone-number', 'phone'],
    'a code of 3 digits' => [['phone' => OTP_PHONE, 'code' => '123'], '/api/sms-code-check', 'code'],
    'a code of 5 digits' => [['phone' => OTP_PHONE, 'code' => '12345'], '/api/sms-code-check', 'code'],
    'a code with letters' => [['phone' => OTP_PHONE, 'code' => '12a4'], '/api/sms-code-check', 'code'],
    'no code' => [['phone' => OTP_PHONE], '/api/sms-code-check', 'code'],
]);

it('answers the field messages in Ukrainian for Accept-Language ua', function () {
    $this->postJson('/api/sms-code-check', ['phone' => OTP_PHONE, 'code' => '12'], ['Accept-Language' => 'ua'])
        ->assertStatus(422)
        ->assertJsonPath('errors.code.0', 'Введіть код із SMS (лише цифри).');
});

it('hands the SMS to the queue (a worker sends it when one runs)', function () {
    \Illuminate\Support\Facades\Queue::fake();

    SignIn::requestCode($this, OTP_PHONE)->assertOk();

    \Illuminate\Support\Facades\Queue::assertPushed(\App\Shop\Sms\SendSms::class, fn ($job) => $job->phone === OTP_PHONE && preg_match('/\b\d{4}\b/', $job->text) === 1);
});

it('answers success even when the SMS gateway refuses the message', function () {
    $this->mock(SmsSender::class)->shouldReceive('send')->once()->with(OTP_PHONE, Mockery::type('string'))
        ->andThrow(new SmsException('TurboSMS refused the message with 203 REQUIRED_BALANCE.', false, 203));

    SignIn::requestCode($this, OTP_PHONE)->assertOk()->assertExactJson(['success' => true]);
});
