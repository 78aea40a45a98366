<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\Couriers\CourierShiftRequest;
use App\Staff\Actor;
use App\Staff\Couriers\CourierShifts;
use Illuminate\Http\RedirectResponse;

/** The courier's own shift, a singleton of the courier screen: started at a restaurant (PUT), ended (DELETE). */
class CourierShiftController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private CourierShifts $shifts, private Actor $actor) {}

    public function update(CourierShiftRequest $request): RedirectResponse
    {
        $this->shifts->start($this->actor->member ?? abort(403), $request->restaurantId());

        return $this->savedBack();
    }

    public function destroy(): RedirectResponse
    {
        $this->shifts->end($this->actor->member ?? abort(403));

        return $this->savedBack();
    }
}
