<?php

use App\Models\StaffAuditEntry;
use App\Staff\StaffRole;
use App\Staff\StaffSessions;
use Illuminate\Support\Facades\RateLimiter;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Support\SeededShop;

// Staff accounts sign in on their own guard, with throttled attempts; their sessions are checked on every request
// and end at once when the account is disabled or signed out everywhere.

beforeEach(fn () => RateLimiter::clear('staff-sign-in'));

it('signs a staff member in with email and password, whatever the email\'s case', function () {
    $member = Staff::member(StaffRole::Kitchen, ['email' => 'cook@staff.test']);

    Staff::staffSignIn(' Cook@Staff.test', Staff::PASSWORD)->assertRedirect('/staff/board');

    $this->assertAuthenticatedAs($member, 'staff');
    expect(session('staff_session_version'))->toBe(1)
        ->and($member->refresh()->last_sign_in_at)->not->toBeNull()
        ->and(StaffAuditEntry::query()->where('action', 'staff.sign_in')->where('staff_member_id', $member->id)->exists())->toBeTrue();
});

it('signs in to the English staff area under /en/staff', function () {
    Staff::member(StaffRole::Operator, ['email' => 'op@staff.test']);

    Staff::staffSignIn('op@staff.test', Staff::PASSWORD, prefix: '/en')->assertRedirect('/en/staff/board');
});

it('answers a wrong password, an unknown email and a disabled account alike', function (string $lang, string $message) {
    Staff::member(StaffRole::Operator, ['email' => 'op@staff.test']);
    Staff::member(StaffRole::Operator, ['email' => 'gone@staff.test', 'active' => false]);
    $prefix = $lang === 'en' ? '/en' : '';
    foreach ([['op@staff.test', 'wrong-password'], ['nobody@staff.test', Staff::PASSWORD], ['gone@staff.test', Staff::PASSWORD]] as [$email, $password]) {
        Staff::staffSignIn($email, $password, prefix: $prefix)->assertRedirect("$prefix/staff/login");
        expect(Staff::error('email'))->toBe($message);
        // A script posting JSON gets the same refusal as 422.
        $this->withHeaders(Staff::json())->postJson("$prefix/staff/login", ['email' => $email, 'password' => $password])
            ->assertStatus(422)->assertJsonPath('errors.email.0', $message);
    }
    $this->assertGuest('staff');
})->with([
    'uk' => ['uk', 'Невірна пошта або пароль.'],
    'en' => ['en', 'Wrong email or password.'],
]);

it('refuses malformed sign-in input with 422 per field', function () {
    $this->withHeaders(Staff::json())->postJson('/staff/login', ['email' => 'not-an-email', 'password' => ['x']])
        ->assertStatus(422)->assertJsonValidationErrors(['email', 'password']);
    $this->withHeaders(Staff::json())->postJson('/staff/login', ['email' => str_repeat('a', 250).'@x.test', 'password' => str_repeat('p', 201)])
        ->assertStatus(422)->assertJsonValidationErrors(['email', 'password']);
});

it('throttles sign-in attempts per email and address: the form shows the wait under the email, a script gets 429 and Retry-After', function (string $prefix, string $wait) {
    config(['shop.rate_limits.staff-sign-in.per_minute' => 3]);
    Staff::member(StaffRole::Operator, ['email' => 'op@staff.test']);

    foreach (range(1, 3) as $i) {
        Staff::staffSignIn('op@staff.test', 'wrong-password', prefix: $prefix)->assertRedirect("$prefix/staff/login");
    }
    Staff::staffSignIn('op@staff.test', Staff::PASSWORD, prefix: $prefix)->assertRedirect("$prefix/staff/login");
    expect(Staff::error('email'))->toMatch($wait);
    $this->assertGuest('staff');
    $this->withServerVariables(['REMOTE_ADDR' => '10.0.0.1'])->withHeaders(Staff::json())->postJson("$prefix/staff/login", ['email' => 'op@staff.test', 'password' => Staff::PASSWORD])
        ->assertStatus(429)->assertHeader('Retry-After')->assertHeader('Cache-Control', 'no-store, private');

    // Another address, or another email from the same address, is counted apart.
    Staff::staffSignIn('op@staff.test', Staff::PASSWORD, '10.0.0.2', prefix: $prefix)->assertRedirect("$prefix/staff/board");
    Staff::staffSignIn('other@staff.test', 'wrong-password', prefix: $prefix)->assertRedirect("$prefix/staff/login");
    expect(Staff::error('email'))->not->toMatch($wait);
})->with([
    'uk' => ['', '/^Забагато спроб\\. Спробуйте ще раз за \\d+ с\\.$/u'],
    'en' => ['/en', '/^Too many attempts\\. Try again in \\d+ s\\.$/'],
]);

it('throttles one address trying many emails', function () {
    config(['shop.rate_limits.staff-sign-in.per_ip_minute' => 4]);

    foreach (range(1, 4) as $i) {
        Staff::staffSignIn("user$i@staff.test", 'wrong-password')->assertRedirect('/staff/login');
    }
    Staff::staffSignIn('user5@staff.test', 'wrong-password')->assertRedirect('/staff/login');
    expect(Staff::error('email'))->toStartWith('Забагато спроб.');
});

it('sends a guest to the sign-in page of the same language, and answers its JSON calls 401', function () {
    $this->get('/staff/board')->assertRedirect('/staff/login');
    $this->get('/en/staff/orders')->assertRedirect('/en/staff/login');
    $this->get('/staff')->assertRedirect('/staff/login');
    $this->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertUnauthorized()->assertJsonPath('message', 'Сесію завершено. Увійдіть знову.');
    $this->withHeaders(Staff::json())->postJson('/en/staff/orders/SR-10001/move', ['from' => 'new', 'to' => 'accepted'])->assertUnauthorized();
});

it('goes back to the staff page asked for after signing in', function () {
    Staff::member(StaffRole::Operator, ['email' => 'op@staff.test']);
    $this->get('/staff/orders?status=new')->assertRedirect('/staff/login');

    Staff::staffSignIn('op@staff.test', Staff::PASSWORD)->assertRedirect('/staff/orders?status=new');
});

it('ends every session of an account at once when its session version moves', function () {
    $member = Staff::signIn(StaffRole::Operator);
    $this->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertOk();

    app(StaffSessions::class)->revoke($member);

    $this->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertUnauthorized();
    $this->assertGuest('staff');
});

it('ends the session of a disabled account on its next request', function () {
    $member = Staff::signIn(StaffRole::Kitchen);
    $member->update(['active' => false]);

    $this->get('/staff/board')->assertRedirect('/staff/login');
});

it('signs out everywhere: this session ends and so does every other', function () {
    $member = Staff::signIn(StaffRole::Kitchen);

    $this->withHeaders(Staff::json())->postJson('/staff/me/sign-out-everywhere')->assertOk()->assertJson(['redirect' => '/staff/login']);

    expect($member->refresh()->session_version)->toBe(2)
        ->and(StaffAuditEntry::query()->where('action', 'staff.sign_out_everywhere')->exists())->toBeTrue();
    $this->assertGuest('staff');
});

it('signs out from the account menu as an Inertia visit: on to the sign-in page, the session over', function () {
    Staff::signIn(StaffRole::Operator);

    Staff::send('POST', '/en/staff/logout', [], '/en/staff/board')->assertStatus(303)->assertRedirect('/en/staff/login');

    $this->assertGuest('staff');
    Staff::visit('/en/staff/board')->assertRedirect('/en/staff/login');
});

it('signs out everywhere from the account menu as an Inertia visit: every session of the account over', function () {
    $member = Staff::signIn(StaffRole::Kitchen);

    Staff::send('POST', '/staff/me/sign-out-everywhere', [], '/staff/board')->assertStatus(303)->assertRedirect('/staff/login');

    expect($member->refresh()->session_version)->toBe(2)
        ->and(StaffAuditEntry::query()->where('action', 'staff.sign_out_everywhere')->count())->toBe(1);
    $this->assertGuest('staff');
});

it('keeps a staff session in its cookie alone, so a restarted node still knows it', function () {
    config(['session.driver' => 'cookie']);
    Staff::member(StaffRole::Kitchen, ['email' => 'cook@staff.test']);
    $signIn = Staff::staffSignIn('cook@staff.test', Staff::PASSWORD)->assertRedirect('/staff/board');
    // The session id's cookie and the cookie that holds the session's data under that id.
    $cookies = collect($signIn->headers->getCookies())->mapWithKeys(fn ($c) => [$c->getName() => $signIn->getCookie($c->getName())->getValue()])->all();
    expect($cookies)->toHaveKey(config('session.cookie'));

    // Nothing of the session stays in this process: the next request has only the cookies.
    app('session')->forgetDrivers();
    app('auth')->forgetGuards();
    $this->withCredentials()->withCookies($cookies)->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertOk();
});

it('ends a signed-out session on the server: its copied cookie replayed later lands on the sign-in page, in both languages', function (string $prefix) {
    config(['session.driver' => 'cookie']);
    Staff::member(StaffRole::Manager, ['email' => 'boss@staff.test']);
    $copied = Staff::staffCookies(Staff::staffSignIn('boss@staff.test', Staff::PASSWORD, prefix: $prefix)->assertRedirect("$prefix/staff/board"));
    Staff::staffReplay($copied, "$prefix/staff/board")->assertOk();

    // The browser signs out (its own cookies are cleared); a copy kept elsewhere is replayed.
    Staff::staffForgetProcess();
    $this->withCredentials()->withCookies($copied)->withHeaders(Staff::json())->postJson("$prefix/staff/logout")->assertOk();

    Staff::staffReplay($copied, "$prefix/staff/board")->assertRedirect("$prefix/staff/login");
    Staff::staffReplay($copied, "$prefix/staff/board/feed", json: true)->assertUnauthorized();
})->with(['', '/en']);

it('keeps the account\'s other sessions when one signs out', function () {
    $member = Staff::member(StaffRole::Kitchen);
    $tablet = app(StaffSessions::class)->sessionData($member);
    $phone = app(StaffSessions::class)->sessionData($member);

    $this->actingAs($member, 'staff')->withSession($phone)->withHeaders(Staff::json())->postJson('/staff/logout')->assertOk();

    app('auth')->forgetGuards();
    $this->actingAs($member, 'staff')->withSession($phone)->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertUnauthorized();
    app('auth')->forgetGuards();
    $this->actingAs($member, 'staff')->withSession($tablet)->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertOk();
});

it('does not let a copied "remember this device" cookie sign in again after that device signed out', function () {
    config(['session.driver' => 'cookie']);
    Staff::member(StaffRole::Kitchen, ['email' => 'cook@staff.test']);
    $copied = Staff::staffCookies(Staff::staffSignIn('cook@staff.test', Staff::PASSWORD, extra: ['remember' => true]));
    $recaller = array_filter($copied, fn (string $name) => str_starts_with($name, 'remember_staff_'), ARRAY_FILTER_USE_KEY);
    expect($recaller)->not->toBe([]);

    Staff::staffForgetProcess();
    $this->withCredentials()->withCookies($copied)->withHeaders(Staff::json())->postJson('/staff/logout')->assertOk();

    Staff::staffReplay($recaller, '/staff/board/feed', json: true)->assertUnauthorized();
    Staff::staffReplay($copied, '/staff/board/feed', json: true)->assertUnauthorized();
});

it('signs a remembered device in again and still ends it when the account is revoked', function () {
    $member = Staff::member(StaffRole::Kitchen, ['email' => 'cook@staff.test']);
    $signIn = Staff::staffSignIn('cook@staff.test', Staff::PASSWORD, extra: ['remember' => true]);
    $name = collect($signIn->headers->getCookies())->first(fn ($c) => str_starts_with($c->getName(), 'remember_staff_'))?->getName();
    expect($name)->not->toBeNull();
    $recaller = $signIn->getCookie($name);

    // A new session (another day) with only the remember cookie.
    $this->flushSession();
    app('auth')->forgetGuards();
    $this->withCredentials()->withCookie($recaller->getName(), $recaller->getValue())->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertOk();

    app(StaffSessions::class)->revoke($member);
    $this->flushSession();
    app('auth')->forgetGuards();
    $this->withCredentials()->withCookie($recaller->getName(), $recaller->getValue())->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertUnauthorized();
});

it('never lets a customer\'s sign-in into the staff area', function () {
    seedShop();
    $this->withUnencryptedCookie('auth_token', SeededShop::customerToken())->get('/staff/board')->assertRedirect('/staff/login');
});
