<?php

use App\Models\Customer;
use App\Models\Order;
use App\Shop\Customers\OneTimeCodes;
use App\Shop\Ordering\OrderStatus;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Support\FakeSmsSender;
use Tests\Support\SignIn;

// A guest orders, then signs in by SMS with the same phone: once the code proves the phone, the orders placed with it
// as a guest join the account ("My orders", the data download, the deletion), whatever name was written on them.

// A phone none of the seeded orders carries.
const GUEST_PHONE = '380931234001';

beforeEach(function () {
    seedShop();
    Fx::quietNoon();
    $this->sms = FakeSmsSender::install();
    // The send limits live in the cache store (Redis on the PostgreSQL run), shared by the tests of a run.
    app(OneTimeCodes::class)->clearLimits(GUEST_PHONE, '10.0.0.1');
});

/** Sign in with the phone's code (the code from the SMS, or the given wrong one); the answer of /api/sms-code-check. */
function guestSignsIn(Tests\TestCase $test, bool $wrongCode = false): Illuminate\Testing\TestResponse
{
    // A second sign-in of one test is not held back by the first one's resend cooldown.
    app(OneTimeCodes::class)->clearLimits(GUEST_PHONE, '10.0.0.1');
    SignIn::requestCode($test, GUEST_PHONE)->assertOk();
    $sent = (string) $test->sms->lastCode(GUEST_PHONE);
    $response = SignIn::checkCode($test, GUEST_PHONE, $wrongCode ? ($sent === '0000' ? '1111' : '0000') : $sent);
    app('auth')->forgetGuards();

    return $response;
}

/** A guest's order placed through the API as the storefront does (no token); its number. */
function guestOrder(array $overrides = []): string
{
    return Fx::placeOrder(Fx::delivery($overrides + ['phone' => '+380 93 123 40 01']))->assertCreated()->json('data.order.number');
}

it('joins the orders placed as a guest with the phone to the account once the code proves it, names as written', function () {
    $first = guestOrder(['name' => 'Олена']);
    // Another name on the same phone (a partner ordering from it): it is the phone's order all the same.
    $other = guestOrder(['name' => 'Тарас Шевченко', 'phone' => '093 123 40 01', 'comment' => 'Для Тараса']);
    $stranger = guestOrder(['name' => 'Незнайомець', 'phone' => '+380 67 000 11 22']);
    Order::query()->where('number', $first)->update(['status' => OrderStatus::Completed->value]);

    $token = guestSignsIn($this)->assertOk()->json('token');
    $customer = Customer::query()->where('phone', GUEST_PHONE)->sole();

    expect(Order::query()->whereIn('number', [$first, $other])->pluck('customer_id')->unique()->all())->toBe([$customer->id])
        ->and(Order::query()->where('number', $stranger)->value('customer_id'))->toBeNull()
        // The name and comment written on the guest order stay as they were written.
        ->and(Order::query()->where('number', $other)->first(['name', 'comment'])->only(['name', 'comment']))
        ->toBe(['name' => 'Тарас Шевченко', 'comment' => 'Для Тараса']);

    $bearer = ['Authorization' => 'Bearer '.$token];
    $numbers = collect($this->getJson('/api/orders', $bearer)->assertOk()->json('data'))->pluck('number')->all();
    expect($numbers)->toEqualCanonicalizing([$first, $other]);
    $this->getJson('/api/orders/'.$other, $bearer)->assertOk()->assertJsonPath('data.name', 'Тарас Шевченко');

    $export = $this->getJson('/api/account/export', $bearer)->assertOk()->json('data.orders');
    expect(collect($export)->pluck('number')->all())->toEqualCanonicalizing([$first, $other]);
});

it('joins nothing for a wrong code, and nothing of another phone or of another account', function () {
    $mine = guestOrder();
    guestSignsIn($this, wrongCode: true)->assertNotFound();
    expect(Order::query()->where('number', $mine)->value('customer_id'))->toBeNull();

    // An order that already belongs to an account stays with it, whatever phone is written on it.
    $other = Customer::query()->create(['phone' => '380671112233', 'locale' => 'uk']);
    $theirs = guestOrder();
    Order::query()->where('number', $theirs)->update(['customer_id' => $other->id]);

    guestSignsIn($this)->assertOk();
    $customer = Customer::query()->where('phone', GUEST_PHONE)->sole();
    expect(Order::query()->where('number', $mine)->value('customer_id'))->toBe($customer->id)
        ->and(Order::query()->where('number', $theirs)->value('customer_id'))->toBe($other->id);
});

it('joins the guest orders placed after the last sign-in when the account is deleted, and erases them with it', function () {
    $token = guestSignsIn($this)->assertOk()->json('token');
    $this->app['auth']->forgetGuards();
    // Signed out on another device, the customer orders as a guest under another name.
    $later = guestOrder(['name' => 'Інше Ім’я', 'comment' => 'Під іншим ім’ям']);
    Order::query()->where('number', $later)->update(['status' => OrderStatus::Completed->value]);

    $this->withToken($token)->postJson('/api/account/delete/code')->assertOk();
    $code = $this->sms->lastCode(GUEST_PHONE);
    $this->withToken($token)->postJson('/api/account/delete', ['code' => $code])->assertOk();

    $order = Order::query()->where('number', $later)->sole();
    expect($order->customer_id)->toBe(Customer::query()->whereNotNull('deleted_at')->sole()->id)
        ->and($order->phone)->not->toContain('380')
        ->and($order->name)->not->toBe('Інше Ім’я')
        ->and($order->comment)->toBeNull();
});

it('refuses the deletion while an order placed with the phone as a guest is still open, and keeps it', function () {
    $token = guestSignsIn($this)->assertOk()->json('token');
    $this->app['auth']->forgetGuards();
    $open = guestOrder();

    $this->withToken($token)->postJson('/api/account/delete/code')->assertOk();
    $code = $this->sms->lastCode(GUEST_PHONE);
    $this->withToken($token)->postJson('/api/account/delete', ['code' => $code], ['Accept-Language' => 'en'])
        ->assertStatus(422)->assertJsonValidationErrors('account');

    expect(Customer::query()->where('phone', GUEST_PHONE)->value('deleted_at'))->toBeNull()
        ->and(Order::query()->where('number', $open)->value('phone'))->toBe(GUEST_PHONE);
});
