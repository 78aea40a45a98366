<?php

namespace Database\Seeders;

use App\Models\Restaurant;
use App\Models\StaffMember;
use App\Staff\StaffRole;
use Illuminate\Database\Seeder;

/**
 * Demo staff accounts, one per role, only on a developer's machine and in tests (APP_ENV local or testing):
 * manager@sunrise.test, operator@sunrise.test, kitchen@sunrise.test, courier@sunrise.test (the kitchen and the
 * courier bound to every restaurant), all with the password below.
 */
class StaffSeeder extends Seeder
{
    public const PASSWORD = 'sunrise-staff-demo';

    /** @var array<string, array{0: string, 1: StaffRole}> */
    public const ACCOUNTS = [
        'manager@sunrise.test' => ['Марія Менеджерка', StaffRole::Manager],
        'operator@sunrise.test' => ['Олег Оператор', StaffRole::Operator],
        'kitchen@sunrise.test' => ['Кухня Поділ', StaffRole::Kitchen],
        'courier@sunrise.test' => ['Андрій Кур’єр', StaffRole::Courier],
    ];

    public function run(): void
    {
        if (! app()->environment(['local', 'testing'])) {
            return;
        }
        foreach (self::ACCOUNTS as $email => [$name, $role]) {
            $member = StaffMember::query()->firstOrCreate(['email' => $email], ['name' => $name, 'role' => $role, 'password' => self::PASSWORD, 'active' => true]);
            // A kitchen or courier account with no restaurant works for none: the demo ones work for every one.
            if (in_array($role, [StaffRole::Courier, StaffRole::Kitchen], true) && $member->wasRecentlyCreated) {
                $member->restaurants()->sync(Restaurant::query()->pluck('id'));
            }
        }
    }
}
