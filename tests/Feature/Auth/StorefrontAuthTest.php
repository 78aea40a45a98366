<?php

use App\Models\Customer;
use Carbon\CarbonImmutable;
use Database\Seeders\CustomerSeeder;
use Laravel\Sanctum\PersonalAccessToken;
use Tests\Feature\Auth\AuthFixtures;
use Tests\Support\FakeSmsSender;
use Tests\Support\SeededShop;

// The storefront's JSON routes of the sign-in modals (auth.phone, auth.code, auth.profile, auth.logout)
// in both languages, over the ShopApi port (LocalShopApi here).

const SF_PHONE = '380731234567';

beforeEach(function () {
    seedShop();
    $this->sms = FakeSmsSender::install();
});

dataset('locales', ['uk', 'en']);

it('asks for a code and answers success', function (string $locale) {
    $this->postJson(AuthFixtures::authUrl($locale, 'phone'), ['phone' => SF_PHONE])->assertOk()->assertExactJson(['success' => true]);

    expect($this->sms->countTo(SF_PHONE))->toBe(1);
})->with('locales');

it('writes the SMS in the page language', function (string $locale, string $words) {
    $this->postJson(AuthFixtures::authUrl($locale, 'phone'), ['phone' => SF_PHONE])->assertOk();

    expect($this->sms->sent[0]['text'])->toContain($words);
})->with([['uk', 'ваш код'], ['en', 'your sign-in code']]);

it('refuses a malformed phone with 422 under phone in the page language, sending nothing', function (string $locale, mixed $phone, string $message) {
    $this->postJson(AuthFixtures::authUrl($locale, 'phone'), ['phone' => $phone])
        ->assertStatus(422)
        ->assertJsonPath('errors.phone.0', $message);

    expect($this->sms->sent)->toBe([]);
})->with([
    ['uk', '38067abc4567', 'Номер телефону має містити від 10 до 15 цифр разом із кодом країни (або починатися з 0).'],
    ['en', '1234567890123456', 'The phone number must have 10 to 15 digits with the country code (or start with 0).'],
    ['en', '050123456', 'The phone number must have 10 to 15 digits with the country code (or start with 0).'],
    ['uk', '+48 501 234 567', 'Код для входу ми можемо надіслати лише на номери, що починаються з +380.'],
    ['en', '', 'The phone number field is required.'],
    ['uk', ['380'], 'Поле номер телефону має бути рядком.'],
]);

it('answers 429 JSON with Retry-After within the resend cooldown', function (string $locale) {
    $this->freezeTime(); // both requests in the same second, however slow the machine
    $this->postJson(AuthFixtures::authUrl($locale, 'phone'), ['phone' => SF_PHONE])->assertOk();

    $this->postJson(AuthFixtures::authUrl($locale, 'phone'), ['phone' => SF_PHONE])
        ->assertStatus(429)
        ->assertHeader('Retry-After', '60')
        ->assertJsonStructure(['message']);
    expect($this->sms->countTo(SF_PHONE))->toBe(1);
})->with('locales');

it('signs in with the code: the profile, and the token in an HttpOnly auth_token cookie for a year', function (string $locale) {
    $this->postJson(AuthFixtures::authUrl($locale, 'phone'), ['phone' => SF_PHONE]);

    $response = $this->postJson(AuthFixtures::authUrl($locale, 'code'), ['phone' => SF_PHONE, 'code' => $this->sms->lastCode(SF_PHONE)])
        ->assertOk()
        ->assertJsonPath('profile.phone', SF_PHONE)
        ->assertJsonPath('profile.name', null)
        ->assertJsonStructure(['profile' => ['name', 'surname', 'birthday', 'phone', 'referral_code', 'bonus_balance']]);

    $cookie = AuthFixtures::authResponseCookie($response, 'auth_token');
    expect(PersonalAccessToken::findToken($cookie->getValue())?->tokenable->phone)->toBe(SF_PHONE)
        ->and($cookie->isHttpOnly())->toBeTrue()
        ->and($cookie->getPath())->toBe('/')
        ->and($cookie->getSameSite())->toBe('lax')
        ->and($cookie->getExpiresTime() - time())->toBeGreaterThan(365 * 86400 - 60);
})->with('locales');

it('answers an existing customer\'s profile with the name (a login, not a sign-up)', function () {
    $this->postJson('/auth/phone', ['phone' => CustomerSeeder::PHONE]);

    $this->postJson('/auth/code', ['phone' => CustomerSeeder::PHONE, 'code' => $this->sms->lastCode(CustomerSeeder::PHONE)])
        ->assertOk()
        ->assertJsonPath('profile.name', 'Олена')
        ->assertJsonPath('profile.surname', 'Коваль');
});

it('answers 404 with a message for a wrong code, setting no cookie', function (string $locale, string $message) {
    $this->postJson(AuthFixtures::authUrl($locale, 'phone'), ['phone' => SF_PHONE]);
    $wrong = $this->sms->lastCode(SF_PHONE) === '0000' ? '1111' : '0000';

    $response = $this->postJson(AuthFixtures::authUrl($locale, 'code'), ['phone' => SF_PHONE, 'code' => $wrong])
        ->assertNotFound()
        ->assertExactJson(['message' => $message]);
    expect(AuthFixtures::authResponseCookie($response, 'auth_token'))->toBeNull();
})->with([['uk', 'Код неправильний або застарів.'], ['en', 'The code is wrong or has expired.']]);

it('answers 404 for an expired code', function () {
    $this->postJson('/auth/phone', ['phone' => SF_PHONE]);
    $this->travel(6)->minutes();

    $this->postJson('/auth/code', ['phone' => SF_PHONE, 'code' => $this->sms->lastCode(SF_PHONE)])->assertNotFound();
});

it('refuses a code of the wrong length with 422 under code', function (string $locale, string $code) {
    $this->postJson(AuthFixtures::authUrl($locale, 'code'), ['phone' => SF_PHONE, 'code' => $code])
        ->assertStatus(422)
        ->assertJsonValidationErrors(['code'])
        ->assertJsonMissingValidationErrors(['phone']);
})->with([['uk', '123'], ['en', '12345'], ['en', 'abcd']]);

it('merges the guest\'s favorites into the account at sign-in', function () {
    $ids = \App\Models\Product::query()->orderBy('id')->limit(2)->pluck('id')->all();

    $token = AuthFixtures::storefrontSignIn($this, SF_PHONE, extra: ['favorites' => $ids]);

    $customer = PersonalAccessToken::findToken($token)->tokenable;
    expect(app(\App\Shop\Customers\Favorites::class)->ids($customer))->toEqualCanonicalizing($ids);
});

it('ignores unknown ids among the guest\'s favorites', function () {
    $known = \App\Models\Product::query()->orderBy('id')->value('id');

    $token = AuthFixtures::storefrontSignIn($this, SF_PHONE, extra: ['favorites' => [$known, 999999]]);

    expect(app(\App\Shop\Customers\Favorites::class)->ids(PersonalAccessToken::findToken($token)->tokenable))->toBe([$known]);
});

it('refuses favorites that are not a list of at most 100 ids', function (mixed $favorites, string $key) {
    $this->postJson('/auth/code', ['phone' => SF_PHONE, 'code' => '1234', 'favorites' => $favorites])
        ->assertStatus(422)->assertJsonValidationErrors([$key]);
})->with([
    'a string' => ['1,2', 'favorites'],
    'not ids' => [[['x'], 0], 'favorites.0'],
    '101 ids' => [range(1, 101), 'favorites'],
]);

it('saves the sign-up profile and answers it', function (string $locale) {
    $token = AuthFixtures::storefrontSignIn($this, SF_PHONE, $locale);

    $this->withCredentials()->withUnencryptedCookie('auth_token', $token)
        ->postJson(AuthFixtures::authUrl($locale, 'profile'), ['name' => 'Ірина', 'surname' => 'Бондар', 'birthday' => '1995-08-20'])
        ->assertOk()
        ->assertJsonPath('profile.name', 'Ірина')
        ->assertJsonPath('profile.surname', 'Бондар')
        ->assertJsonPath('profile.birthday', '1995-08-20');
})->with('locales');

it('answers 401 to a profile update without a token', function (string $locale) {
    $this->postJson(AuthFixtures::authUrl($locale, 'profile'), ['name' => 'Ірина', 'surname' => 'Бондар', 'birthday' => null])
        ->assertUnauthorized()
        ->assertJsonStructure(['message']);
})->with('locales');

it('answers 401 and forgets the cookie for a revoked token', function () {
    $token = SeededShop::customerToken();
    PersonalAccessToken::findToken($token)->delete();

    $response = $this->withCredentials()->withUnencryptedCookie('auth_token', $token)
        ->postJson('/auth/profile', ['name' => 'Ірина', 'surname' => 'Бондар', 'birthday' => null])
        ->assertUnauthorized();
    expect(AuthFixtures::authResponseCookie($response, 'auth_token')->getExpiresTime())->toBeLessThan(time());
});

it('passes the shop\'s 422 messages on under name, surname and birthday', function (string $locale, array $body, string $field, string $message) {
    $this->travelTo(CarbonImmutable::parse('2026-06-15 12:00', 'Europe/Kyiv'));
    $token = AuthFixtures::storefrontSignIn($this, SF_PHONE, $locale);

    $this->withCredentials()->withUnencryptedCookie('auth_token', $token)
        ->postJson(AuthFixtures::authUrl($locale, 'profile'), $body + ['name' => 'Ірина', 'surname' => 'Бондар', 'birthday' => null])
        ->assertStatus(422)
        ->assertJsonPath("errors.$field.0", $message);

    expect(Customer::query()->where('phone', SF_PHONE)->value('name'))->toBeNull();
})->with([
    'name too long (en)' => ['en', ['name' => str_repeat('a', 101)], 'name', 'The first name field must not be greater than 100 characters.'],
    'markup (uk)' => ['uk', ['surname' => '<img src=x onerror=alert(1)>'], 'surname', 'Прізвище може містити лише літери, пробіли, апостроф, дефіс і крапку.'],
    'under 18 (en)' => ['en', ['birthday' => '2010-01-01'], 'birthday', 'You must be at least 18 years old.'],
    'under 18 (uk)' => ['uk', ['birthday' => '2008-06-16'], 'birthday', 'Вам має бути щонайменше 18 років.'],
    'malformed birthday (en)' => ['en', ['birthday' => '20.08.1995'], 'birthday', 'Enter the birthday as YYYY-MM-DD.'],
]);

it('refuses to change the birthday once set', function (string $locale, string $message) {
    $token = SeededShop::customerToken();

    $this->withCredentials()->withUnencryptedCookie('auth_token', $token)
        ->postJson(AuthFixtures::authUrl($locale, 'profile'), ['name' => 'Олена', 'surname' => 'Коваль', 'birthday' => '1993-01-01'])
        ->assertStatus(422)
        ->assertJsonPath('errors.birthday.0', $message);
})->with([['uk', 'Дату народження вже вказано, змінити її не можна.'], ['en', 'The birthday is already set and cannot be changed.']]);

it('sends the referrer from the referral cookie at sign-up', function () {
    $token = AuthFixtures::storefrontSignIn($this, SF_PHONE);
    $olena = Customer::query()->where('phone', CustomerSeeder::PHONE)->sole();

    $this->withCredentials()->withUnencryptedCookie('auth_token', $token)->withUnencryptedCookie('referral', $olena->referral_code)
        ->postJson('/auth/profile', ['name' => 'Ірина', 'surname' => 'Бондар', 'birthday' => null])->assertOk();

    expect(Customer::query()->where('phone', SF_PHONE)->value('referrer_id'))->toBe($olena->id);
});

it('sends no referrer for an absent, unknown, malformed or own referral code', function (?string $cookie) {
    $token = AuthFixtures::storefrontSignIn($this, SF_PHONE);
    $own = Customer::query()->where('phone', SF_PHONE)->value('referral_code');
    if ($cookie !== null) {
        $this->withUnencryptedCookie('referral', $cookie === 'own' ? $own : $cookie);
    }

    $this->withCredentials()->withUnencryptedCookie('auth_token', $token)
        ->postJson('/auth/profile', ['name' => 'Ірина', 'surname' => 'Бондар', 'birthday' => null])->assertOk();

    expect(Customer::query()->where('phone', SF_PHONE)->value('referrer_id'))->toBeNull();
})->with([null, 'NOSUCHCODE', '<bad code>', 'own']);

it('does not take a referrer when an existing customer edits the profile', function () {
    $friend = Customer::query()->create(['phone' => '380509998877', 'name' => 'Петро']);
    $token = SeededShop::customerToken();

    $this->withCredentials()->withUnencryptedCookie('auth_token', $token)->withUnencryptedCookie('referral', $friend->referral_code)
        ->postJson('/auth/profile', ['name' => 'Олена', 'surname' => 'Коваль', 'birthday' => '1992-05-14'])->assertOk();

    expect(Customer::query()->where('phone', CustomerSeeder::PHONE)->value('referrer_id'))->toBeNull();
});

it('logs out: 204, the token revoked upstream and the cookie forgotten', function (string $locale) {
    $token = SeededShop::customerToken();

    $response = $this->withCredentials()->withUnencryptedCookie('auth_token', $token)->postJson(AuthFixtures::authUrl($locale, 'logout'))->assertNoContent();

    expect(AuthFixtures::authResponseCookie($response, 'auth_token')->getExpiresTime())->toBeLessThan(time())
        ->and(PersonalAccessToken::findToken($token))->toBeNull();
    $this->getJson('/api/get-profile', ['Authorization' => 'Bearer '.$token])->assertUnauthorized();
})->with('locales');

it('logs out a token the shop already revoked', function () {
    $token = SeededShop::customerToken();
    PersonalAccessToken::findToken($token)->delete();

    $this->withCredentials()->withUnencryptedCookie('auth_token', $token)->postJson('/auth/logout')->assertNoContent();
});

it('shares the signed-in customer\'s profile with every page', function (string $path) {
    $this->withUnencryptedCookie('auth_token', SeededShop::customerToken())->get($path)
        ->assertOk()
        ->assertInertia(fn ($page) => $page->where('auth.authorized', true)
            ->where('auth.profile.name', 'Олена')
            ->where('auth.profile.phone', CustomerSeeder::PHONE)
            ->where('auth.profile.bonus_balance', app(\App\Shop\Loyalty\Bonuses::class)->balance(Customer::query()->where('phone', CustomerSeeder::PHONE)->sole()))
            ->etc());
})->with(['/menu', '/en/menu']);

it('logs a customer out on a page when the shop no longer accepts the token', function (string $path) {
    $token = SeededShop::customerToken();
    PersonalAccessToken::findToken($token)->delete();

    $response = $this->withCredentials()->withUnencryptedCookie('auth_token', $token)->get($path)
        ->assertOk()
        ->assertInertia(fn ($page) => $page->where('auth.authorized', false)->where('auth.profile', null)->etc());
    expect(AuthFixtures::authResponseCookie($response, 'auth_token')->getExpiresTime())->toBeLessThan(time());
})->with(['/delivery', '/en/promotions']);

it('answers the sign-in routes\' own throttle as JSON 429 with Retry-After', function () {
    config(['shop.rate_limits.sign-in.per_minute' => 30]);
    foreach (range(1, 30) as $i) {
        $this->postJson('/auth/code', ['phone' => SF_PHONE, 'code' => '12'])->assertStatus(422);
    }

    $this->postJson('/en/auth/code', ['phone' => SF_PHONE, 'code' => '12'])
        ->assertStatus(429)
        ->assertHeader('Retry-After')
        ->assertJsonStructure(['message']);
});

it('signs in end to end with the log driver and the dev outbox', function () {
    app()->forgetInstance(\App\Shop\Sms\SmsSender::class);
    app()->offsetUnset(\App\Shop\Sms\SmsSender::class);
    app()->bind(\App\Shop\Sms\SmsSender::class, \App\Shop\Sms\LogSmsSender::class);
    config(['shop.sms.outbox' => $outbox = storage_path('framework/testing/sms-outbox-'.uniqid().'.json')]);

    $this->postJson('/en/auth/phone', ['phone' => SF_PHONE])->assertOk();
    $code = $this->getJson('/_dev/sms-outbox?phone='.SF_PHONE)->assertOk()->json('data.code');
    $this->postJson('/en/auth/code', ['phone' => SF_PHONE, 'code' => $code])->assertOk();

    @unlink($outbox);
});
