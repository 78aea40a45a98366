<?php

use App\Models\StaffAuditEntry;
use App\Models\StaffMember;
use App\Staff\StaffRole;
use Database\Seeders\StaffSeeder;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\Hash;
use Tests\Feature\Staff\StaffFixtures as Staff;

// A manager keeps the staff accounts; the first manager comes from the command line; the demo seed is local only.

it('creates an account that can sign in with its role, and records it without the password', function () {
    $manager = Staff::signIn(StaffRole::Manager);

    Staff::staffAccountCall('POST', '/staff/accounts', ['name' => 'Ірина', 'email' => ' Irina@Staff.TEST ', 'role' => 'operator', 'password' => 'long-enough-pw'])
        ->assertRedirect('/staff/accounts')->assertSessionHasNoErrors();
    expect(Staff::toast())->toBe('Обліковий запис Ірина створено.');
    Staff::visit('/staff/accounts')->assertJsonPath('props.accounts', fn ($accounts) => collect($accounts)->contains(fn ($a) => $a['email'] === 'irina@staff.test' && $a['role'] === 'operator'));

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

    $before = StaffMember::query()->count();
    Staff::staffAccountCall('POST', '/staff/accounts', ['name' => 'X', 'email' => 'TAKEN@staff.test', 'role' => 'chef', 'password' => 'short'])
        ->assertRedirect('/staff/accounts')->assertSessionHasErrors(['name', 'email', 'role', 'password']);
    Staff::staffAccountCall('POST', '/staff/accounts', ['name' => 'Ok name', 'email' => 'ok@staff.test', 'role' => 'kitchen', 'password' => 'long-enough-pw', 'active' => false])
        ->assertRedirect('/staff/accounts')->assertSessionHasErrors('active');
    expect(StaffMember::query()->count())->toBe($before);
});

it('disables an account, which ends its sessions at once, and enables it again', function () {
    $manager = Staff::member(StaffRole::Manager);
    $cook = Staff::member(StaffRole::Kitchen);
    Staff::signIn($cook);
    $this->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertOk();

    Staff::signIn($manager);
    Staff::staffAccountCall('PUT', "/staff/accounts/{$cook->id}", ['name' => $cook->name, 'email' => $cook->email, 'role' => 'kitchen', 'active' => false])
        ->assertRedirect('/staff/accounts')->assertSessionHasNoErrors();
    expect($cook->refresh()->active)->toBeFalse();

    // The cook's session (its version from before) is over.
    $this->actingAs($cook->refresh(), 'staff')->withSession(['staff_session_version' => 1]);
    $this->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertUnauthorized();

    Staff::signIn($manager);
    Staff::staffAccountCall('PUT', "/staff/accounts/{$cook->id}", ['name' => $cook->name, 'email' => $cook->email, 'role' => 'kitchen', 'active' => true])->assertRedirect('/staff/accounts')->assertSessionHasNoErrors();
    expect(StaffAuditEntry::query()->where('subject_id', (string) $cook->id)->orderBy('id')->pluck('action')->all())->toBe(['staff.disable', 'staff.enable'])
        ->and(StaffAuditEntry::query()->where('action', 'staff.disable')->sole()->before)->toMatchArray(['active' => true]);
});

it('changes a name, email and role, recording before and after', function () {
    Staff::signIn(StaffRole::Manager);
    $cook = Staff::member(StaffRole::Kitchen, ['name' => 'Кухня 1', 'email' => 'k1@staff.test']);

    Staff::staffAccountCall('PUT', "/staff/accounts/{$cook->id}", ['name' => 'Кухня Поділ', 'email' => 'podil@staff.test', 'role' => 'operator', 'active' => true])->assertRedirect('/staff/accounts')->assertSessionHasNoErrors();

    $entry = StaffAuditEntry::query()->where('action', 'staff.update')->sole();
    expect($entry->before)->toMatchArray(['name' => 'Кухня 1', 'email' => 'k1@staff.test', 'role' => 'kitchen'])
        ->and($entry->after)->toMatchArray(['name' => 'Кухня Поділ', 'email' => 'podil@staff.test', 'role' => 'operator']);
});

it('keeps a manager from disabling or demoting themselves, and one active manager always', function () {
    $me = Staff::signIn(StaffRole::Manager);

    Staff::staffAccountCall('PUT', "/staff/accounts/{$me->id}", ['name' => $me->name, 'email' => $me->email, 'role' => 'manager', 'active' => false])
        ->assertRedirect('/staff/accounts')->assertSessionHasErrors(['active' => 'Власний обліковий запис не можна вимкнути чи понизити.']);
    Staff::staffAccountCall('PUT', "/staff/accounts/{$me->id}", ['name' => $me->name, 'email' => $me->email, 'role' => 'operator', 'active' => true])
        ->assertRedirect('/staff/accounts')->assertSessionHasErrors('role');

    $other = Staff::member(StaffRole::Manager);
    Staff::staffAccountCall('PUT', "/staff/accounts/{$other->id}", ['name' => $other->name, 'email' => $other->email, 'role' => 'kitchen', 'active' => true])->assertRedirect('/staff/accounts')->assertSessionHasNoErrors();
    expect($me->refresh()->role)->toBe(StaffRole::Manager)->and($me->active)->toBeTrue();
});

it('refuses to leave no active manager when two managers disable each other at once', function () {
    $first = Staff::signIn(StaffRole::Manager);
    $second = Staff::member(StaffRole::Manager);
    // The other manager disabled this one a moment ago; this request passed its sign-in check just before.
    StaffMember::query()->whereKey($first->id)->update(['active' => false]);

    Staff::staffAccountCall('PUT', "/staff/accounts/{$second->id}", ['name' => $second->name, 'email' => $second->email, 'role' => 'manager', 'active' => false])
        ->assertRedirect('/staff/accounts')->assertSessionHasErrors(['active' => 'Має лишитися хоча б один активний менеджер.']);

    expect($second->refresh()->active)->toBeTrue();
});

it('sets a new password for an account and ends its sessions', function () {
    Staff::signIn(StaffRole::Manager);
    $cook = Staff::member(StaffRole::Kitchen);

    Staff::staffAccountCall('PUT', "/staff/accounts/{$cook->id}/password", ['password' => 'brand-new-password'])->assertRedirect('/staff/accounts')->assertSessionHasNoErrors();

    expect(Hash::check('brand-new-password', $cook->refresh()->password))->toBeTrue()
        ->and($cook->session_version)->toBe(2)
        ->and(StaffAuditEntry::query()->where('action', 'staff.password_reset')->sole()->after)->toBeNull();
    Staff::staffAccountCall('PUT', "/staff/accounts/{$cook->id}/password", ['password' => 'short'])->assertRedirect('/staff/accounts')->assertSessionHasErrors('password');
    expect(Hash::check('brand-new-password', $cook->refresh()->password))->toBeTrue();
});

it('ends all sessions of another account', function () {
    Staff::signIn(StaffRole::Manager);
    $cook = Staff::member(StaffRole::Kitchen);

    Staff::staffAccountCall('DELETE', "/staff/accounts/{$cook->id}/sessions")->assertRedirect('/staff/accounts')->assertSessionHasNoErrors();

    expect($cook->refresh()->session_version)->toBe(2);
});

it('lets a staff member change their own password, ending their other sessions only', function () {
    $me = Staff::signIn(StaffRole::Kitchen);

    Staff::send('PUT', '/staff/me/password', ['current_password' => 'wrong', 'password' => 'my-new-password', 'password_confirmation' => 'my-new-password'], '/staff/board')
        ->assertRedirect('/staff/board')->assertSessionHasErrors('current_password');
    Staff::send('PUT', '/staff/me/password', ['current_password' => Staff::PASSWORD, 'password' => 'my-new-password', 'password_confirmation' => 'other'], '/staff/board')
        ->assertRedirect('/staff/board')->assertSessionHasErrors('password');
    expect(StaffMember::query()->whereKey($me->id)->value('session_version'))->toBe(1); // refused: nothing changed
    Staff::send('PUT', '/staff/me/password', ['current_password' => Staff::PASSWORD, 'password' => 'my-new-password', 'password_confirmation' => 'my-new-password'], '/staff/board')
        ->assertRedirect('/staff/board')->assertSessionHasNoErrors();
    expect(Staff::toast())->toBe('Новий пароль встановлено.');

    expect($me->refresh()->session_version)->toBe(2)->and(Hash::check('my-new-password', $me->password))->toBeTrue();
    // This session carries the new version and goes on.
    $this->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertOk();
});

it('answers 404 for an account that does not exist', function () {
    Staff::signIn(StaffRole::Manager);

    Staff::staffAccountCall('DELETE', '/staff/accounts/999999/sessions')->assertNotFound();
    Staff::staffAccountCall('DELETE', '/staff/accounts/abc/sessions')->assertNotFound();
    Staff::staffAccountCall('PUT', '/staff/accounts/999999', ['name' => 'X', 'email' => 'x@staff.test', 'role' => 'kitchen', 'active' => true])->assertNotFound();
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
    expect(StaffMember::query()->orderBy('id')->pluck('role')->map->value->all())->toBe(['manager', 'operator', 'kitchen', 'courier'])
        ->and(Hash::check(StaffSeeder::PASSWORD, StaffMember::query()->where('email', 'kitchen@sunrise.test')->value('password')))->toBeTrue();

    StaffMember::query()->delete();
    $this->app['env'] = 'production';
    // --force: past db:seed's own production prompt, so that the seeder itself is what refuses.
    $this->artisan('db:seed', ['--class' => StaffSeeder::class, '--force' => true])->assertSuccessful()->run();
    expect(StaffMember::query()->count())->toBe(0);
});
