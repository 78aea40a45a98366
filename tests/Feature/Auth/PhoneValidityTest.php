<?php

use App\Models\Order;
use App\Shop\Customers\PhoneNumber;
use Database\Seeders\CustomerSeeder;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Support\FakeSmsSender;
use Tests\Support\OtpLimits;
use Tests\Support\SignIn;

// Which numbers sign-in and checkout take (App\Shop\Customers\ValidPhone): spelled as the phone field allows (a plus
// and up to 15 digits, or a national 0), of a country of shop.otp.countries, a number that exists and a mobile, as
// libphonenumber (Google's metadata) knows them. Every refusal is a 422 on phone in the page's language, never a 500.

const PV_DIGITS = '380501234567';
const PV_MOBILES = ['+380 50 123 45 67', '+380501234567'];

beforeEach(function () {
    seedShop();
    Mail::fake();
    $this->sms = FakeSmsSender::install();
    OtpLimits::inArrayStore();
    $this->travelTo(Fx::noon());
});

/** The refusals of both forms, in both languages: [language, typed, the sign-in message, the checkout message]. */
dataset('refused phones', [
    'a Kyiv landline (uk)' => ['uk', '+380 44 123 45 67', 'Вкажіть номер мобільного: код для входу надходить в SMS.', 'Замовлення приймаємо лише з номером мобільного телефону.'],
    'a Kyiv landline (en)' => ['en', '+380 44 123 45 67', 'Enter a mobile number: the sign-in code comes by SMS.', 'We take orders only with a mobile phone number.'],
    'a free line (en)' => ['en', '+380 800 123 456', 'Enter a mobile number: the sign-in code comes by SMS.', 'We take orders only with a mobile phone number.'],
    'no such prefix (uk)' => ['uk', '+380 90 123 45 67', 'Такого номера телефону не існує: перевірте цифри після коду країни.', 'Такого номера телефону не існує: перевірте цифри після коду країни.'],
    'no such prefix (en)' => ['en', '+380 90 123 45 67', 'There is no such phone number: check the digits after the country code.', 'There is no such phone number: check the digits after the country code.'],
    'a mobile a digit short (en)' => ['en', '+380 50 123 456', 'There is no such phone number: check the digits after the country code.', 'There is no such phone number: check the digits after the country code.'],
    'a German mobile (uk)' => ['uk', '+49 151 12345678', 'Код для входу ми можемо надіслати лише на номери, що починаються з +380.', 'Замовлення приймаємо лише з номерами, що починаються з +380.'],
    'a German mobile (en)' => ['en', '+49 151 12345678', 'We can text a sign-in code only to numbers starting with +380.', 'We take orders only with phone numbers starting with +380.'],
    'no such country code (en)' => ['en', '+999 123 456 789', 'We can text a sign-in code only to numbers starting with +380.', 'We take orders only with phone numbers starting with +380.'],
    'sixteen digits (uk)' => ['uk', '+380 50 123 45 67 8901', 'Номер телефону має містити від 10 до 15 цифр разом із кодом країни (або починатися з 0).', 'Введіть номер телефону з 10–15 цифр разом із кодом країни (або з 0 на початку).'],
    'sixteen digits (en)' => ['en', '+380 50 123 45 67 8901', 'The phone number must have 10 to 15 digits with the country code (or start with 0).', 'Enter a phone number of 10 to 15 digits with the country code (or starting with 0).'],
    'a spelling over 32 characters (en)' => ['en', '+380'.str_repeat(' ', 20).'50 123 45 67', 'The phone number must have 10 to 15 digits with the country code (or start with 0).', 'Enter a phone number of 10 to 15 digits with the country code (or starting with 0).'],
]);

it('reads a Ukrainian mobile as an existing mobile of an allowed country', function (string $typed) {
    $phone = PhoneNumber::parse($typed);

    expect($phone?->digits)->toBe(PV_DIGITS)
        ->and($phone->isValid())->toBeTrue()
        ->and($phone->isMobile())->toBeTrue()
        ->and($phone->inAllowedCountry())->toBeTrue();
})->with([...PV_MOBILES, '380501234567', '0501234567', '+38 (050) 123-45-67']);

it('keeps libphonenumber\'s E.164 digits of a number typed with a trunk 0 after the country code', function () {
    expect(PhoneNumber::parse('+380 (050) 123-45-67')?->digits)->toBe(PV_DIGITS);
});

it('tells what a number is as libphonenumber knows it', function (string $typed, bool $valid, bool $mobile, bool $allowed) {
    $phone = PhoneNumber::parse($typed);

    expect([$phone->isValid(), $phone->isMobile(), $phone->inAllowedCountry()])->toBe([$valid, $mobile, $allowed]);
})->with([
    'a Kyiv landline' => ['+380 44 123 45 67', true, false, true],
    'a free line' => ['+380 800 123 456', true, false, true],
    'no such prefix' => ['+380 90 123 45 67', false, false, true],
    'a mobile a digit short' => ['+380 50 123 456', false, false, true],
    'a Polish mobile' => ['+48 501 234 567', true, true, false],
    'a US number (a landline or a mobile)' => ['+1 202 555 0123', true, true, false],
    'no such country code' => ['+999 123 456 789', false, false, false],
]);

it('names the country by its calling code, not by the first digits', function () {
    config(['shop.otp.countries' => ['38']]);

    expect(PhoneNumber::parse('+380 50 123 45 67')->inAllowedCountry())->toBeFalse();
});

it('signs in a Ukrainian mobile typed either way, texting its E.164 digits', function (string $prefix, string $typed) {
    $this->postJson("$prefix/auth/phone", ['phone' => $typed])->assertOk();

    expect($this->sms->countTo(PV_DIGITS))->toBe(1);
})->with(['', '/en'])->with(PV_MOBILES);

it('takes an order with a Ukrainian mobile typed either way, keeping its E.164 digits', function (string $prefix, string $typed) {
    $this->postJson("$prefix/checkout", Fx::delivery(['items' => Fx::items(2), 'phone' => $typed]), ['Idempotency-Key' => (string) Str::uuid()])->assertOk();

    expect(Order::query()->latest('id')->value('phone'))->toBe(PV_DIGITS);
})->with(['', '/en'])->with(PV_MOBILES);

it('refuses at sign-in a number that is not an allowed mobile: 422 on phone in the page language, texting nothing', function (string $locale, string $typed, string $signIn) {
    $this->postJson(($locale === 'en' ? '/en' : '').'/auth/phone', ['phone' => $typed])
        ->assertStatus(422)->assertJsonPath('errors.phone', [$signIn]);

    expect($this->sms->sent)->toBe([]);
})->with('refused phones');

it('refuses at checkout a number that is not an allowed mobile: 422 on phone in the page language, writing nothing', function (string $locale, string $typed, string $signIn, string $checkout) {
    $before = Order::query()->count();

    $this->postJson(($locale === 'en' ? '/en' : '').'/checkout', Fx::delivery(['items' => Fx::items(2), 'phone' => $typed]), ['Idempotency-Key' => (string) Str::uuid()])
        ->assertStatus(422)->assertJsonPath('errors.phone', [$checkout]);
    $this->postJson(($locale === 'en' ? '/en' : '').'/checkout/quote', Fx::delivery(['items' => Fx::items(2), 'phone' => $typed]))
        ->assertStatus(422)->assertJsonPath('errors.phone', [$checkout]);

    expect(Order::query()->count())->toBe($before);
})->with('refused phones');

it('refuses a landline and a number that does not exist on the shop API too', function (string $digits, string $message) {
    SignIn::requestCode($this, $digits, language: 'en')->assertStatus(422)->assertJsonPath('errors.phone', [$message]);
    SignIn::checkCode($this, $digits, '1234', 'en')->assertStatus(422)->assertJsonPath('errors.phone', [$message]);

    expect($this->sms->sent)->toBe([]);
})->with([
    'a landline' => ['380441234567', 'Enter a mobile number: the sign-in code comes by SMS.'],
    'no such prefix' => ['380901234567', 'There is no such phone number: check the digits after the country code.'],
]);

it('refuses an order with a landline on the shop API too', function () {
    $this->postJson('/api/orders', Fx::delivery(['phone' => '380441234567']), ['Idempotency-Key' => (string) Str::uuid(), 'Accept-Language' => 'ua'])
        ->assertStatus(422)->assertJsonPath('errors.phone', ['Замовлення приймаємо лише з номером мобільного телефону.']);
});

it('takes a number libphonenumber cannot tell a mobile from a landline in, once its country is allowed', function () {
    config(['shop.otp.countries' => ['380', '1']]);

    $this->postJson('/en/auth/phone', ['phone' => '+1 202 555 0123'])->assertOk();

    expect($this->sms->countTo('12025550123'))->toBe(1);
});

it('answers 422 on phone, never a 500, to what is no phone at all', function (mixed $typed) {
    $this->postJson('/en/auth/phone', ['phone' => $typed])->assertStatus(422)->assertJsonValidationErrors(['phone']);
    $this->postJson('/en/checkout', Fx::delivery(['items' => Fx::items(2), 'phone' => $typed]), ['Idempotency-Key' => (string) Str::uuid()])
        ->assertStatus(422)->assertJsonValidationErrors(['phone']);
})->with([
    'a plus alone' => '+',
    'a country code alone' => '+380',
    'two pluses' => '++380501234567',
    'an extension' => '+380 50 123 45 67 ext. 1',
    'words' => 'тел. 0501234567',
    'zeros' => '+000 000-00-00',
    'a number' => 380501234567,
    'a list' => [['+380501234567']],
]);

it('keeps the demo customers and the checkout fixtures on existing Ukrainian mobiles', function (string $phone) {
    $parsed = PhoneNumber::parse($phone);

    expect([$parsed?->isValid(), $parsed?->isMobile(), $parsed?->inAllowedCountry()])->toBe([true, true, true]);
})->with([
    'the demo customer' => CustomerSeeder::PHONE,
    'her friend' => CustomerSeeder::FRIEND_PHONE,
    'the delivery fixture' => fn () => Fx::delivery()['phone'],
    'the pickup fixture' => fn () => Fx::pickup()['phone'],
]);
