<?php

namespace App\Policies;

use App\Models\Delivery;
use App\Models\StaffMember;
use Illuminate\Auth\Access\Response;

/** A delivery is its courier's: anyone else's tap on it finds nothing (404). */
class DeliveryPolicy
{
    public function update(StaffMember $staff, Delivery $delivery): Response
    {
        return $staff->role->isCourier() && $delivery->courier_id === $staff->id ? Response::allow() : Response::denyAsNotFound();
    }
}
