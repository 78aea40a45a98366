<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\StopListRequest;
use App\Staff\Actor;
use App\Staff\Floor\StopList;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** The stop-list page (every role: the kitchen knows first what ran out) and its one action, an Inertia PUT. */
class StopListController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private StopList $stopList, private Actor $actor) {}

    public function show(): InertiaResponse
    {
        return Inertia::render('staff/stop-list', $this->stopList->page($this->actor->member ?? abort(403), app()->getLocale()));
    }

    public function update(StopListRequest $request): RedirectResponse
    {
        $stopped = $request->boolean('stopped');
        $this->stopList->set($request->validated('type'), (int) $request->validated('id'), $request->restaurant(), $stopped, $request->boolean('pinned'));

        return $this->savedBack($stopped ? 'stopped' : 'resumed', ['name' => $request->itemName()]);
    }
}
