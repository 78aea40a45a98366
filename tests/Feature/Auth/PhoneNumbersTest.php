<?php

use App\Models\Customer;
use App\Models\Order;
use App\Shop\Customers\PhoneNumber;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Auth\AuthFixtures;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Support\FakeSmsSender;
use Tests\Support\InertiaPages;
use Tests\Support\OtpLimits;

// One phone, one customer: every spelling of a number is normalised once (App\Shop\Customers\PhoneNumber) to its
// E.164 digits, for sign-in, checkout, the SMS and the staff search alike.

const PN_DIGITS = '380631112233';
const PN_SPELLINGS = ['0631112233', '+38 (063) 111-22-33', '380631112233'];

beforeEach(function () {
    seedShop();
    Mail::fake();
    $this->sms = FakeSmsSender::install();
    OtpLimits::inArrayStore(); // the sign-ins below travel past the resend cooldown
});

it('reads the usual spellings of a number as the same E.164 digits', function (string $typed) {
    expect(PhoneNumber::parse($typed)?->digits)->toBe(PN_DIGITS);
})->with([...PN_SPELLINGS, '063 111 22 33', '063.111.22.33', '00380631112233', ' +380631112233 ']);

it('gives a national number the configured country code', function () {
    config(['shop.phone_country_code' => '48', 'shop.phone_national_digits' => 10]);

    expect(PhoneNumber::parse('0501234567')?->digits)->toBe('48501234567');
});

it('refuses what is not a phone', function (mixed $typed) {
    expect(PhoneNumber::parse($typed))->toBeNull();
})->with([
    'nine national digits' => '063111223',
    'eleven national digits' => '06311122334',
    'a national number after a plus' => '+0631112233',
    'letters' => '+38063abc2233',
    'sixteen digits' => '+3806311122334455',
    'nine digits' => '380631112',
    'empty' => '',
    'only formatting' => '( ) -',
    'a list' => [['380631112233']],
    'a number' => 380631112233,
    'a very long spelling' => str_repeat(' ', 30).'380631112233',
]);

it('signs in every spelling of one number as one customer, texting the E.164 digits', function () {
    $tokens = array_map(fn (string $typed) => AuthFixtures::phoneSignIn($this, $typed), PN_SPELLINGS);

    expect(Customer::query()->where('phone', PN_DIGITS)->count())->toBe(1)
        ->and(Customer::query()->count())->toBe(Customer::query()->where('phone', '!=', PN_DIGITS)->count() + 1)
        ->and($this->sms->countTo(PN_DIGITS))->toBe(3)
        ->and(collect($this->sms->sent)->pluck('phone')->unique()->values()->all())->toBe([PN_DIGITS]);
    foreach ($tokens as $token) {
        $this->withUnencryptedCookie('auth_token', $token)->get('/account/profile')
            ->assertInertia(fn (Assert $page) => $page->where('auth.profile.phone', PN_DIGITS)->etc());
    }
});

it('counts the sign-in limits per number, not per spelling', function () {
    $this->freezeTime();
    $this->postJson('/auth/phone', ['phone' => '0631112233'])->assertOk();

    $this->postJson('/auth/phone', ['phone' => '+38 (063) 111-22-33'])->assertStatus(429)->assertHeader('Retry-After', '60');
    expect($this->sms->countTo(PN_DIGITS))->toBe(1);
});

it('shows an order placed with one spelling in the account signed in with another', function () {
    $this->travelTo(Fx::noon());
    $token = AuthFixtures::phoneSignIn($this, '0631112233');
    $this->withCredentials()->withUnencryptedCookie('auth_token', $token)
        ->postJson('/checkout', Fx::delivery(['items' => Fx::items(2), 'phone' => '+38 (063) 111-22-33']), ['Idempotency-Key' => (string) Str::uuid()])
        ->assertOk();
    $order = Order::query()->latest('id')->firstOrFail();
    expect($order->phone)->toBe(PN_DIGITS)->and($order->customer?->phone)->toBe(PN_DIGITS);

    $other = AuthFixtures::phoneSignIn($this, '380631112233');
    $first = $this->withUnencryptedCookie('auth_token', $other)->get('/account/orders')->assertOk();
    InertiaPages::loadDeferred($first)->assertOk()->assertInertia(fn (Assert $reload) => $reload
        ->has('orders.items', 1)->where('orders.items.0.number', $order->number)->etc());
});

it('keeps a guest order\'s phone as E.164 digits, whichever spelling was typed', function (string $typed) {
    $this->travelTo(Fx::noon());
    $this->postJson('/checkout', Fx::delivery(['items' => Fx::items(2), 'phone' => $typed]), ['Idempotency-Key' => (string) Str::uuid()])->assertOk();

    expect(Order::query()->latest('id')->value('phone'))->toBe(PN_DIGITS);
})->with(PN_SPELLINGS);

it('finds a customer\'s orders in the staff search by any spelling of the phone', function (string $typed) {
    Staff::signIn(StaffRole::Operator);
    $mine = Staff::order(attributes: ['phone' => PN_DIGITS]);
    Staff::order(attributes: ['phone' => '380501112233']);

    Staff::visit('/staff/orders?q='.urlencode($typed))->assertOk()
        ->assertJsonCount(1, 'props.orders')
        ->assertJsonPath('props.orders.0.number', $mine->number);
})->with(PN_SPELLINGS);

it('refuses an invalid sign-in phone with 422 and the field message in the page language, texting nothing', function (string $locale, string $typed, string $message) {
    $this->postJson(($locale === 'en' ? '/en' : '').'/auth/phone', ['phone' => $typed])
        ->assertStatus(422)->assertJsonPath('errors.phone.0', $message);

    expect($this->sms->sent)->toBe([]);
})->with([
    ['uk', '063111223', 'Номер телефону має містити від 10 до 15 цифр разом із кодом країни (або починатися з 0).'],
    ['en', '063111223', 'The phone number must have 10 to 15 digits with the country code (or start with 0).'],
    ['uk', '+48 501 234 567', 'Код для входу ми можемо надіслати лише на номери, що починаються з +380.'],
    ['en', '+48 501 234 567', 'We can text a sign-in code only to numbers starting with +380.'],
]);

it('refuses an invalid checkout phone with 422 and the field message in the page language, writing nothing', function (string $locale, string $typed, string $message) {
    $this->travelTo(Fx::noon());
    $before = Order::query()->count();
    $this->postJson(($locale === 'en' ? '/en' : '').'/checkout', Fx::delivery(['items' => Fx::items(2), 'phone' => $typed]), ['Idempotency-Key' => (string) Str::uuid()])
        ->assertStatus(422)->assertJsonPath('errors.phone.0', $message);

    expect(Order::query()->count())->toBe($before);
})->with([
    ['uk', '063111223', 'Введіть номер телефону з 10–15 цифр разом із кодом країни (або з 0 на початку).'],
    ['en', '063111223', 'Enter a phone number of 10 to 15 digits with the country code (or starting with 0).'],
    ['uk', '+48 501 234 567', 'Замовлення приймаємо лише з номерами, що починаються з +380.'],
    ['en', '+48 501 234 567', 'We take orders only with phone numbers starting with +380.'],
]);

it('takes the same numbers at sign-in and checkout', function (string $typed, bool $valid) {
    $this->travelTo(Fx::noon());
    $signIn = $this->postJson('/auth/phone', ['phone' => $typed])->status();
    $checkout = $this->postJson('/checkout/quote', Fx::delivery(['items' => Fx::items(2), 'phone' => $typed]))->status();

    expect([$signIn, $checkout])->toBe($valid ? [200, 200] : [422, 422]);
})->with([
    ['0671234567', true], ['+380 67 123 45 67', true], ['380671234567', true],
    ['067123456', false], ['+48501234567', false], ['12345', false], ['+380 67 123 45 67 89 01 2', false],
    ['+380 44 123 45 67', false], ['+380 90 123 45 67', false],
]);
