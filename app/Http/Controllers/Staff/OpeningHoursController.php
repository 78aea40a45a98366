<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\HoursOverrideRequest;
use App\Models\OpeningHoursOverride;
use App\Staff\Floor\Notices;
use Illuminate\Http\RedirectResponse;

/** The opening hours of single dates (a resource: store, destroy), edited on the notices page. */
class OpeningHoursController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private Notices $notices) {}

    public function store(HoursOverrideRequest $request): RedirectResponse
    {
        $this->notices->saveHours($request->restaurant(), $request->validated('date'), $request->boolean('closed'), $request->validated('opens_at'), $request->validated('closes_at'), $request->validated('note'));

        return $this->savedBack();
    }

    public function destroy(OpeningHoursOverride $override): RedirectResponse
    {
        $this->notices->deleteHours($override);

        return $this->savedBack('deleted');
    }
}
