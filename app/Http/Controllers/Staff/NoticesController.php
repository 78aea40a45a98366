<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Requests\Staff\HoursOverrideRequest;
use App\Http\Requests\Staff\NoticesRequest;
use App\Models\OpeningHoursOverride;
use App\Staff\Floor\Notices;
use Illuminate\Http\JsonResponse;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** The alert banner and attention popup texts, and the opening hours of single dates (operators and managers). */
class NoticesController extends Controller
{
    public function __construct(private Notices $notices) {}

    public function show(): InertiaResponse
    {
        return Inertia::render('staff/notices', $this->notices->page(app()->getLocale()));
    }

    public function update(NoticesRequest $request): JsonResponse
    {
        $this->notices->updateTexts($request->validated('texts'));

        return response()->json($this->notices->page(app()->getLocale()));
    }

    public function storeHours(HoursOverrideRequest $request): JsonResponse
    {
        $closed = $request->boolean('closed');
        $this->notices->saveHours($request->restaurant(), $request->validated('date'), $closed, $request->validated('opens_at'), $request->validated('closes_at'), $request->validated('note'));

        return response()->json($this->notices->page(app()->getLocale()));
    }

    public function destroyHours(OpeningHoursOverride $override): JsonResponse
    {
        $this->notices->deleteHours($override);

        return response()->json($this->notices->page(app()->getLocale()));
    }
}
