<?php

use App\Models\Customer;
use App\Models\Order;
use App\Models\StaffAuditEntry;
use App\Models\StaffMember;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Privacy\AccountDeletion;
use Database\Seeders\CustomerSeeder;
use Laravel\Sanctum\PersonalAccessToken;
use Symfony\Component\HttpFoundation\Cookie;
use Tests\Feature\Contract\OpenApi;
use Tests\Feature\Privacy\PrivacyFixtures;
use Tests\Support\FakeSmsSender;
use Tests\Support\SeededShop;

// "Delete my account": a fresh SMS code confirms it; personal fields go from the customer row and every order, the
// figures and dish lines stay equal; an open order blocks it; a manager may do it on a written request (audited).

beforeEach(function () {
    seedShop();
    $this->sms = FakeSmsSender::install();
    $this->olena = PrivacyFixtures::olena();
    $this->orders = PrivacyFixtures::history($this->olena, 'Khreshchatyk Olena', 'Olena comment');
    $this->stranger = PrivacyFixtures::stranger();
    $this->strangerOrders = PrivacyFixtures::history($this->stranger, 'Stranger Street', 'Stranger comment');
    $this->referralCode = $this->olena->referral_code;
    // Every order of the customer that is still open is finished for the deletion; one test reopens one.
    // (Guest orders placed with the customer's phone count too: they join the account when it is deleted.)
    Order::query()->where(fn ($q) => $q->where('customer_id', $this->olena->id)->orWhere(fn ($g) => $g->whereNull('customer_id')->where('phone', $this->olena->phone)))
        ->whereNotIn('status', ['completed', 'cancelled'])->update(['status' => 'completed']);
    $this->ids = Order::query()->where('customer_id', $this->olena->id)->pluck('id')->all();
    $this->figures = PrivacyFixtures::figures($this->ids);
    $this->strangerFigures = PrivacyFixtures::figures(array_map(fn (Order $o) => $o->id, $this->strangerOrders));
});

it('deletes the account through the API with a fresh SMS code', function () {
    $token = SeededShop::customerToken();
    $code = PrivacyFixtures::freshCode($this);

    $response = $this->withToken($token)->postJson('/api/account/delete', ['code' => $code], ['Accept-Language' => 'en'])->assertOk()->assertExactJson(['success' => true]);
    OpenApi::document()->assertResponse($response, 'POST', '/api/account/delete');

    PrivacyFixtures::assertErased();
    $this->app['auth']->forgetGuards();
    $this->withToken($token)->getJson('/api/get-profile')->assertUnauthorized();
    // The referral link stops working; the number may sign up again as a new customer.
    $this->getJson('/api/referrers/'.$this->referralCode)->assertNotFound();
    expect(Customer::query()->where('phone', CustomerSeeder::PHONE)->exists())->toBeFalse();
});

it('refuses without the right code and keeps everything', function (?string $code, string $language, string $words) {
    $token = SeededShop::customerToken();
    $sent = PrivacyFixtures::freshCode($this);
    $code = $code === '0000' ? ($sent === '0000' ? '1111' : '0000') : $code;

    $response = $this->withToken($token)->postJson('/api/account/delete', $code === null ? [] : ['code' => $code], ['Accept-Language' => $language])
        ->assertStatus(422)->assertJsonValidationErrors('code');
    OpenApi::document()->assertResponse($response, 'POST', '/api/account/delete');

    expect($response->json('errors.code.0'))->toContain($words)
        ->and(Customer::query()->findOrFail($this->olena->id)->deleted_at)->toBeNull()
        ->and(Order::query()->whereKey($this->orders[0]->id)->value('comment'))->toBe('Olena comment')
        ->and(PrivacyFixtures::figures($this->ids))->toBe($this->figures);
})->with([
    'no code, uk' => [null, 'ua', 'код'],
    'a wrong code, uk' => ['0000', 'ua', 'Код неправильний'],
    'a wrong code, en' => ['0000', 'en', 'The code is wrong'],
]);

it('needs a code sent after the request, not an old one', function () {
    $token = SeededShop::customerToken();
    $code = PrivacyFixtures::freshCode($this);
    $this->withToken($token)->postJson('/api/account/delete', ['code' => $code])->assertOk();

    // The code is used up: a second customer session cannot replay it.
    $other = SeededShop::customerToken(PrivacyFixtures::STRANGER_PHONE);
    $this->app['auth']->forgetGuards();
    $this->withToken($other)->postJson('/api/account/delete', ['code' => $code])->assertStatus(422);
    expect(Customer::query()->findOrFail($this->stranger->id)->deleted_at)->toBeNull();
});

it('is blocked by an order still open, with a message in each language', function (string $language, string $words) {
    Order::query()->whereKey($this->orders[1]->id)->update(['status' => OrderStatus::Cooking->value]);
    $token = SeededShop::customerToken();
    $code = PrivacyFixtures::freshCode($this);

    $response = $this->withToken($token)->postJson('/api/account/delete', ['code' => $code], ['Accept-Language' => $language])
        ->assertStatus(422)->assertJsonValidationErrors('account');
    OpenApi::document()->assertResponse($response, 'POST', '/api/account/delete');

    expect($response->json('errors.account.0'))->toContain($words)
        ->and(Customer::query()->findOrFail($this->olena->id)->name)->toBe('Олена')
        ->and(Order::query()->whereKey($this->orders[0]->id)->value('phone'))->toBe(CustomerSeeder::PHONE);
})->with([['ua', 'замовлення в роботі'], ['en', 'order in progress']]);

it('deletes from the profile: the code goes to the account\'s phone, the cookie is forgotten', function (string $prefix) {
    $token = SeededShop::customerToken();
    $this->withCredentials()->withUnencryptedCookie('auth_token', $token)->postJson("$prefix/account/delete/code")->assertOk();
    $code = $this->sms->lastCode(CustomerSeeder::PHONE);
    expect($code)->not->toBeNull();

    $this->withCredentials()->withUnencryptedCookie('auth_token', $token)->postJson("$prefix/account/delete", ['code' => '1'])->assertStatus(422)->assertJsonValidationErrors('code');
    $response = $this->withCredentials()->withUnencryptedCookie('auth_token', $token)->postJson("$prefix/account/delete", ['code' => $code])->assertNoContent();

    $cookie = collect($response->headers->getCookies())->first(fn (Cookie $c) => $c->getName() === 'auth_token');
    expect($cookie->getExpiresTime())->toBeLessThan(time())
        ->and(PersonalAccessToken::findToken($token))->toBeNull();
    PrivacyFixtures::assertErased();
})->with(['uk' => '', 'en' => '/en']);

it('answers the profile\'s routes 401 when signed out', function () {
    $this->withCredentials()->postJson('/en/account/delete/code')->assertUnauthorized();
    $this->withCredentials()->postJson('/en/account/delete', ['code' => '1234'])->assertUnauthorized();
});

it('lets a manager delete on a written request, audited with who and when', function () {
    $manager = StaffMember::query()->where('role', 'manager')->firstOrFail();

    app(AccountDeletion::class)->deleteByManager($this->olena, $manager, 'Letter of 2026-11-20, ref. 17');

    PrivacyFixtures::assertErased();
    $entry = StaffAuditEntry::query()->where('action', 'customer.delete')->sole();
    expect($entry->staff_member_id)->toBe($manager->id)
        ->and($entry->subject_id)->toBe((string) $this->olena->id)
        ->and($entry->after['request'])->toBe('Letter of 2026-11-20, ref. 17')
        ->and($entry->created_at)->not->toBeNull();
});

it('offers managers the deletion on the customer\'s order page, and deletes from there on a written request', function (string $prefix) {
    $manager = \Tests\Feature\Staff\StaffFixtures::signIn(\App\Staff\StaffRole::Manager);
    $page = "$prefix/staff/orders/{$this->orders[0]->number}";
    $deletion = \Tests\Feature\Staff\StaffFixtures::visit($page)->assertOk()->json('props.customerDeletion');
    expect($deletion)->toBe(['url' => "$prefix/staff/customers/{$this->olena->id}", 'open_orders' => 0]);

    \Tests\Feature\Staff\StaffFixtures::send('DELETE', $deletion['url'], ['request' => ''], $page)->assertRedirect($page);
    expect(\Tests\Feature\Staff\StaffFixtures::error('request'))->not->toBeNull()
        ->and(Customer::query()->findOrFail($this->olena->id)->deleted_at)->toBeNull();

    \Tests\Feature\Staff\StaffFixtures::send('DELETE', $deletion['url'], ['request' => 'E-mail of 2026-11-24, #88'], $page)->assertRedirect($page);
    PrivacyFixtures::assertErased();
    expect(StaffAuditEntry::query()->where('action', 'customer.delete')->sole()->staff_member_id)->toBe($manager->id)
        ->and(\Tests\Feature\Staff\StaffFixtures::visit($page)->json('props.customerDeletion'))->toBeNull();
})->with(['uk' => '', 'en' => '/en']);

it('refuses a manager\'s deletion while an order is open, and keeps operators out', function () {
    Order::query()->whereKey($this->orders[1]->id)->update(['status' => OrderStatus::Accepted->value]);
    \Tests\Feature\Staff\StaffFixtures::signIn(\App\Staff\StaffRole::Operator);
    $page = "/en/staff/orders/{$this->orders[0]->number}";
    expect(\Tests\Feature\Staff\StaffFixtures::visit($page)->json('props.customerDeletion'))->toBeNull();
    \Tests\Feature\Staff\StaffFixtures::send('DELETE', "/en/staff/customers/{$this->olena->id}", ['request' => 'Letter #1 of today'], $page)->assertForbidden();

    \Tests\Feature\Staff\StaffFixtures::signIn(\App\Staff\StaffRole::Manager);
    expect(\Tests\Feature\Staff\StaffFixtures::visit($page)->json('props.customerDeletion.open_orders'))->toBe(1);
    \Tests\Feature\Staff\StaffFixtures::send('DELETE', "/en/staff/customers/{$this->olena->id}", ['request' => 'Letter #1 of today'], $page)->assertRedirect($page);
    expect(\Tests\Feature\Staff\StaffFixtures::error('request'))->toContain('order in progress')
        ->and(Customer::query()->findOrFail($this->olena->id)->name)->toBe('Олена');
});
