<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Requests\Staff\RestaurantPauseRequest;
use App\Models\Restaurant;
use App\Staff\Floor\RestaurantLoad;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;

/**
 * A pause of a restaurant's online orders (a singleton resource of the restaurant, set from the board's load control
 * with Inertia's useForm): PUT pauses until a time, DELETE takes orders again at once. Both redirect back with a flash.
 */
class RestaurantPauseController extends Controller
{
    public function __construct(private RestaurantLoad $load) {}

    public function update(RestaurantPauseRequest $request, Restaurant $restaurant): RedirectResponse
    {
        $until = $request->until();
        $this->load->pause($restaurant, $until);
        Inertia::flash('load', __('after_order.load.paused_set', [
            'restaurant' => $restaurant->translate('name', app()->getLocale()),
            'time' => $until->setTimezone((string) config('shop.ordering.timezone'))->format('H:i'),
        ]));

        return back();
    }

    public function destroy(Restaurant $restaurant): RedirectResponse
    {
        $this->load->endPause($restaurant);
        Inertia::flash('load', __('after_order.load.paused_ended', ['restaurant' => $restaurant->translate('name', app()->getLocale())]));

        return back();
    }
}
