<?php

use App\Models\StaffAuditEntry;
use App\Models\StaffMember;
use App\Staff\StaffRole;
use Database\Seeders\StaffSeeder;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\Hash;
use Tests\Feature\Staff\StaffFixtures as Staff;

// A manager keeps the staff accounts; the first manager comes from the command line; the demo seed is local only.

function staffAccountCall(string $url, array $body = []): \Illuminate\Testing\TestResponse
{
    return test()->withHeaders(Staff::json())->postJson($url, $body);
}

it('creates an account that can sign in with its role, and records it without the password', function () {
    $manager = Staff::signIn(StaffRole::Manager);

    staffAccountCall('/staff/accounts', ['name' => 'Ірина', 'email' => ' Irina@Staff.TEST ', 'role' => 'operator', 'password' => 'long-enough-pw'])
        ->assertCreated()->assertJsonPath('account.email', 'irina@staff.test')->assertJsonPath('account.role', 'operator');

    $account = StaffMember::query()->where('email', 'irina@staff.test')->sole();
    $entry = StaffAuditEntry::query()->where('action', 'staff.create')->sole();
    expect(Hash::check('long-enough-pw', $account->password))->toBeTrue()
        ->and($entry->staff_member_id)->toBe($manager->id)
        ->and($entry->after)->toBe(['name' => 'Ірина', 'email' => 'irina@staff.test', 'role' => 'operator', 'active' => true])
        ->and(json_encode($entry->toArray()))->not->toContain('long-enough-pw');
});

it('refuses a taken email, an unknown role and a short password', function () {
    Staff::signIn(StaffRole::Manager);
    Staff::member(StaffRole::Kitchen, ['email' => 'taken@staff.test']);

    staffAccountCall('/staff/accounts', ['name' => 'X', 'email' => 'TAKEN@staff.test', 'role' => 'chef', 'password' => 'short'])
        ->assertStatus(422)->assertJsonValidationErrors(['name', 'email', 'role', 'password']);
    staffAccountCall('/staff/accounts', ['name' => 'Ok name', 'email' => 'ok@staff.test', 'role' => 'kitchen', 'password' => 'long-enough-pw', 'active' => false])
        ->assertStatus(422)->assertJsonValidationErrors('active');
});

it('disables an account, which ends its sessions at once, and enables it again', function () {
    $manager = Staff::member(StaffRole::Manager);
    $cook = Staff::member(StaffRole::Kitchen);
    Staff::signIn($cook);
    $this->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertOk();

    Staff::signIn($manager);
    staffAccountCall("/staff/accounts/{$cook->id}", ['name' => $cook->name, 'email' => $cook->email, 'role' => 'kitchen', 'active' => false])
        ->assertOk()->assertJsonPath('account.active', false);

    // The cook's session (its version from before) is over.
    $this->actingAs($cook->refresh(), 'staff')->withSession(['staff_session_version' => 1]);
    $this->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertUnauthorized();

    Staff::signIn($manager);
    staffAccountCall("/staff/accounts/{$cook->id}", ['name' => $cook->name, 'email' => $cook->email, 'role' => 'kitchen', 'active' => true])->assertOk();
    expect(StaffAuditEntry::query()->where('subject_id', (string) $cook->id)->orderBy('id')->pluck('action')->all())->toBe(['staff.disable', 'staff.enable'])
        ->and(StaffAuditEntry::query()->where('action', 'staff.disable')->sole()->before)->toMatchArray(['active' => true]);
});

it('changes a name, email and role, recording before and after', function () {
    Staff::signIn(StaffRole::Manager);
    $cook = Staff::member(StaffRole::Kitchen, ['name' => 'Кухня 1', 'email' => 'k1@staff.test']);

    staffAccountCall("/staff/accounts/{$cook->id}", ['name' => 'Кухня Поділ', 'email' => 'podil@staff.test', 'role' => 'operator', 'active' => true])->assertOk();

    $entry = StaffAuditEntry::query()->where('action', 'staff.update')->sole();
    expect($entry->before)->toMatchArray(['name' => 'Кухня 1', 'email' => 'k1@staff.test', 'role' => 'kitchen'])
        ->and($entry->after)->toMatchArray(['name' => 'Кухня Поділ', 'email' => 'podil@staff.test', 'role' => 'operator']);
});

it('keeps a manager from disabling or demoting themselves, and one active manager always', function () {
    $me = Staff::signIn(StaffRole::Manager);

    staffAccountCall("/staff/accounts/{$me->id}", ['name' => $me->name, 'email' => $me->email, 'role' => 'manager', 'active' => false])
        ->assertStatus(422)->assertJsonPath('errors.active.0', 'Власний обліковий запис не можна вимкнути чи понизити.');
    staffAccountCall("/staff/accounts/{$me->id}", ['name' => $me->name, 'email' => $me->email, 'role' => 'operator', 'active' => true])
        ->assertStatus(422)->assertJsonValidationErrors('role');

    $other = Staff::member(StaffRole::Manager);
    staffAccountCall("/staff/accounts/{$other->id}", ['name' => $other->name, 'email' => $other->email, 'role' => 'kitchen', 'active' => true])->assertOk();
    expect($me->refresh()->role)->toBe(StaffRole::Manager)->and($me->active)->toBeTrue();
});

it('refuses to leave no active manager when two managers disable each other at once', function () {
    $first = Staff::signIn(StaffRole::Manager);
    $second = Staff::member(StaffRole::Manager);
    // The other manager disabled this one a moment ago; this request passed its sign-in check just before.
    StaffMember::query()->whereKey($first->id)->update(['active' => false]);

    staffAccountCall("/staff/accounts/{$second->id}", ['name' => $second->name, 'email' => $second->email, 'role' => 'manager', 'active' => false])
        ->assertStatus(422)->assertJsonPath('errors.active.0', 'Має лишитися хоча б один активний менеджер.');

    expect($second->refresh()->active)->toBeTrue();
});

it('sets a new password for an account and ends its sessions', function () {
    Staff::signIn(StaffRole::Manager);
    $cook = Staff::member(StaffRole::Kitchen);

    staffAccountCall("/staff/accounts/{$cook->id}/password", ['password' => 'brand-new-password'])->assertOk();

    expect(Hash::check('brand-new-password', $cook->refresh()->password))->toBeTrue()
        ->and($cook->session_version)->toBe(2)
        ->and(StaffAuditEntry::query()->where('action', 'staff.password_reset')->sole()->after)->toBeNull();
    staffAccountCall("/staff/accounts/{$cook->id}/password", ['password' => 'short'])->assertStatus(422)->assertJsonValidationErrors('password');
});

it('ends all sessions of another account', function () {
    Staff::signIn(StaffRole::Manager);
    $cook = Staff::member(StaffRole::Kitchen);

    staffAccountCall("/staff/accounts/{$cook->id}/sign-out")->assertOk();

    expect($cook->refresh()->session_version)->toBe(2);
});

it('lets a staff member change their own password, ending their other sessions only', function () {
    $me = Staff::signIn(StaffRole::Kitchen);

    staffAccountCall('/staff/me/password', ['current_password' => 'wrong', 'password' => 'my-new-password', 'password_confirmation' => 'my-new-password'])
        ->assertStatus(422)->assertJsonValidationErrors('current_password');
    staffAccountCall('/staff/me/password', ['current_password' => Staff::PASSWORD, 'password' => 'my-new-password', 'password_confirmation' => 'other'])
        ->assertStatus(422)->assertJsonValidationErrors('password');
    staffAccountCall('/staff/me/password', ['current_password' => Staff::PASSWORD, 'password' => 'my-new-password', 'password_confirmation' => 'my-new-password'])->assertOk();

    expect($me->refresh()->session_version)->toBe(2)->and(Hash::check('my-new-password', $me->password))->toBeTrue();
    // This session carries the new version and goes on.
    $this->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertOk();
});

it('answers 404 for an account that does not exist', function () {
    Staff::signIn(StaffRole::Manager);

    staffAccountCall('/staff/accounts/999999/sign-out')->assertNotFound();
    staffAccountCall('/staff/accounts/abc/sign-out')->assertNotFound();
});

it('creates the first manager from the command line with options and no terminal', function () {
    $code = Artisan::call('shop:staff-create', ['--name' => 'Власниця', '--email' => 'Owner@Shop.test', '--password' => 'owner-password-1', '--no-interaction' => true]);

    $owner = StaffMember::query()->where('email', 'owner@shop.test')->sole();
    expect($code)->toBe(0)->and($owner->role)->toBe(StaffRole::Manager)->and(Hash::check('owner-password-1', $owner->password))->toBeTrue();
});

it('generates and prints a password the command was not given', function () {
    $code = Artisan::call('shop:staff-create', ['--name' => 'Кухня', '--email' => 'cook@shop.test', '--role' => 'kitchen', '--no-interaction' => true]);

    preg_match('/Password \(shown once\): (\S+)/', Artisan::output(), $m);
    expect($code)->toBe(0)->and($m[1] ?? '')->toHaveLength(20)
        ->and(Hash::check($m[1], StaffMember::query()->where('email', 'cook@shop.test')->sole()->password))->toBeTrue();
});

it('refuses a bad account from the command line and creates nothing', function (array $options) {
    Staff::member(StaffRole::Manager, ['email' => 'taken@shop.test']);

    expect(Artisan::call('shop:staff-create', $options + ['--no-interaction' => true]))->toBe(1)
        ->and(StaffMember::query()->count())->toBe(1);
})->with([
    'no email' => [['--name' => 'Без пошти', '--password' => 'long-enough-1']],
    'taken email' => [['--name' => 'Двійник', '--email' => 'taken@shop.test', '--password' => 'long-enough-1']],
    'unknown role' => [['--name' => 'Шеф', '--email' => 'chef@shop.test', '--role' => 'chef', '--password' => 'long-enough-1']],
    'short password' => [['--name' => 'Коротко', '--email' => 'short@shop.test', '--password' => 'short']],
]);

it('seeds one demo account per role on a developer machine and none in production', function () {
    $this->seed(StaffSeeder::class);
    expect(StaffMember::query()->orderBy('id')->pluck('role')->map->value->all())->toBe(['manager', 'operator', 'kitchen'])
        ->and(Hash::check(StaffSeeder::PASSWORD, StaffMember::query()->where('email', 'kitchen@sunrise.test')->value('password')))->toBeTrue();

    StaffMember::query()->delete();
    $this->app['env'] = 'production';
    // --force: past db:seed's own production prompt, so that the seeder itself is what refuses.
    $this->artisan('db:seed', ['--class' => StaffSeeder::class, '--force' => true])->assertSuccessful()->run();
    expect(StaffMember::query()->count())->toBe(0);
});
