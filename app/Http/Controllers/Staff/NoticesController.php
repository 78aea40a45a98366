<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\NoticesRequest;
use App\Staff\Floor\Notices;
use Illuminate\Http\RedirectResponse;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** The alert banner and attention popup texts (operators and managers); the page also lists the hours of single dates. */
class NoticesController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private Notices $notices) {}

    public function show(): InertiaResponse
    {
        return Inertia::render('staff/notices', $this->notices->page(app()->getLocale()));
    }

    public function update(NoticesRequest $request): RedirectResponse
    {
        $this->notices->updateTexts($request->validated('texts'));

        return $this->savedBack();
    }
}
