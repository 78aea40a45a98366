<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Requests\Staff\RestaurantBusyRequest;
use App\Models\Restaurant;
use App\Staff\Floor\RestaurantLoad;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;

/**
 * A restaurant's busy mode (a singleton resource of the restaurant, set from the board's load control with Inertia's
 * useForm): PUT sets it, DELETE ends it early. Both redirect back to the page with a flash message; the board reloads
 * only its `load` prop, its tickets keep following the feed.
 */
class RestaurantBusyController extends Controller
{
    public function __construct(private RestaurantLoad $load) {}

    public function update(RestaurantBusyRequest $request, Restaurant $restaurant): RedirectResponse
    {
        $until = $request->until();
        $this->load->busy($restaurant, $request->minutes(), $until);
        Inertia::flash('load', __('after_order.load.busy_set', [
            'restaurant' => $restaurant->translate('name', app()->getLocale()),
            'minutes' => $request->minutes(),
            'time' => $until->setTimezone((string) config('shop.ordering.timezone'))->format('H:i'),
        ]));

        return back();
    }

    public function destroy(Restaurant $restaurant): RedirectResponse
    {
        $this->load->endBusy($restaurant);
        Inertia::flash('load', __('after_order.load.busy_ended', ['restaurant' => $restaurant->translate('name', app()->getLocale())]));

        return back();
    }
}
