<?php

namespace App\Policies;

use App\Models\StaffMember;

/** Staff accounts are a manager's: create, edit, disable, reset, sign out. Everyone may sign themselves out everywhere. */
class StaffMemberPolicy
{
    public function viewAny(StaffMember $staff): bool
    {
        return $staff->role->isManager();
    }

    public function create(StaffMember $staff): bool
    {
        return $staff->role->isManager();
    }

    public function update(StaffMember $staff, StaffMember $account): bool
    {
        return $staff->role->isManager();
    }

    public function signOutEverywhere(StaffMember $staff, StaffMember $account): bool
    {
        return $staff->is($account) || $staff->role->isManager();
    }
}
