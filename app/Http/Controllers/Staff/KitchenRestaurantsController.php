<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Requests\Staff\KitchenRestaurantsRequest;
use App\Models\StaffMember;
use App\Staff\Kitchens\KitchenRestaurants;
use Illuminate\Http\RedirectResponse;

/** The restaurants of one kitchen account (a singleton resource of the account): PUT/PATCH, back with a message. */
class KitchenRestaurantsController extends Controller
{
    public function update(KitchenRestaurantsRequest $request, StaffMember $account, KitchenRestaurants $kitchens): RedirectResponse
    {
        $kitchens->assign($account, $request->restaurantIds());

        return back()->with('flash.success', __('staff.kitchen.saved', ['name' => $account->name]));
    }
}
