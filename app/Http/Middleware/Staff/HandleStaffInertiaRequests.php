<?php

namespace App\Http\Middleware\Staff;

use App\Http\Middleware\HandleInertiaRequests;
use App\Models\StaffMember;
use App\Staff\StaffRoutes;
use App\Support\ClientLimits;
use App\Support\Locales;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\Gate;
use Inertia\Middleware;

/**
 * The Inertia props of every staff page (its own root view, resources/views/staff.blade.php): the language and its
 * switch, the signed-in staff member and what the role may open. The pages build the staff area's URLs with Ziggy
 * (resources/js/staff/route.ts, from the staff route list that only the staff pages import).
 */
class HandleStaffInertiaRequests extends Middleware
{
    /** @var string */
    protected $rootView = 'staff';

    /** The storefront's asset version (the build id the browser's freshness check compares with). */
    public function version(Request $request): ?string
    {
        return (new HandleInertiaRequests)->version($request);
    }

    /** @return array<string, mixed> */
    public function share(Request $request): array
    {
        return [
            ...parent::share($request),
            'locale' => fn () => app()->getLocale(),
            // The same configured limits as the storefront's pages (the app's stores, title and shop time read them).
            'limits' => fn () => ClientLimits::toArray(),
            'alternates' => fn () => self::alternates($request),
            'staff' => fn () => ($member = Auth::guard('staff')->user()) instanceof StaffMember ? $member->summary() : null,
            'can' => fn () => [
                'stopList' => Gate::allows('staff.stop-list'),
                'notices' => Gate::allows('staff.notices'),
                'reports' => Gate::allows('staff.reports'),
                'accounts' => Gate::allows('viewAny', StaffMember::class),
                'audit' => Gate::allows('staff.audit'),
                'menu' => Gate::allows('staff.menu'),
                'reviews' => Gate::allows('staff.reviews'),
                'phoneOrders' => Gate::allows('create', \App\Models\Order::class),
                'overview' => Gate::allows('staff.overview'),
                'deliveries' => Gate::allows('staff.deliveries'),
            ],
            // The message of the last redirect-back action (->with('flash.success', …)).
            'flash' => fn () => ['success' => $request->hasSession() ? $request->session()->get('flash.success') : null],
        ];
    }

    /** The same staff page in each language.
     *  @return array<string, string> */
    private static function alternates(Request $request): array
    {
        // No route (the error page of a 404 or of a method the URL does not take): no alternates.
        /** @var \Illuminate\Routing\Route|null $route */
        $route = $request->route();
        $name = $route?->getName();
        if ($name === null) {
            return [];
        }
        $base = (string) preg_replace('/^([a-z]{2}\.)?staff\./', '', $name);
        $alternates = [];
        foreach (Locales::all() as $locale) {
            $alternates[$locale] = route(StaffRoutes::name($base, $locale), $route->parameters(), false)
                .($request->getQueryString() ? '?'.$request->getQueryString() : '');
        }

        return $alternates;
    }
}
