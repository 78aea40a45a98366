<?php

namespace App\Policies;

use App\Models\StaffMember;

/** The menu (categories, products, modifier groups, their prices and photos) is a manager's to change. */
class MenuPolicy
{
    public function manage(StaffMember $staff): bool
    {
        return $staff->role->isManager();
    }

    public function viewAny(StaffMember $staff): bool
    {
        return $this->manage($staff);
    }

    public function create(StaffMember $staff): bool
    {
        return $this->manage($staff);
    }

    public function update(StaffMember $staff): bool
    {
        return $this->manage($staff);
    }
}
