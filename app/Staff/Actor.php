<?php

namespace App\Staff;

use App\Models\StaffMember;

/**
 * The staff member behind the current request (set by the staff area's sign-in middleware): the audit trail and
 * the order histories record who did what. Null outside staff requests (the storefront, the queue, the scheduler).
 */
final class Actor
{
    public ?StaffMember $member = null;

    public ?string $ip = null;

    public function id(): ?int
    {
        return $this->member?->id;
    }
}
