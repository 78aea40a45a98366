<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\Couriers\CloseCashRequest;
use App\Staff\Couriers\CourierCash;
use Carbon\CarbonImmutable;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** A manager's "cash to hand over": each courier's day (a resource: index, store = close a courier's day). */
class CourierCashController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private CourierCash $cash) {}

    /** The day asked for (?day=Y-m-d), or today; a day that cannot be read shows today. */
    public function index(Request $request): InertiaResponse
    {
        $timezone = (string) config('shop.ordering.timezone');
        $today = CarbonImmutable::now($timezone)->startOfDay();
        $asked = $request->query('day');
        $day = is_string($asked) && preg_match('/^\d{4}-\d{2}-\d{2}$/', $asked) === 1 ? CarbonImmutable::createFromFormat('!Y-m-d', $asked, $timezone) : null;
        $day = $day !== null && $day->format('Y-m-d') === $asked && $day->lessThanOrEqualTo($today) ? $day : $today;

        return Inertia::render('staff/courier-cash', [
            'day' => $day->format('Y-m-d'),
            'today' => $today->format('Y-m-d'),
            'couriers' => $this->cash->day($day),
        ]);
    }

    public function store(CloseCashRequest $request): RedirectResponse
    {
        $this->cash->close($request->courier(), $request->day(), $request->received(), $request->reason());

        return $this->savedBack();
    }
}
