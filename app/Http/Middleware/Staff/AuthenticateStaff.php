<?php

namespace App\Http\Middleware\Staff;

use App\Models\StaffMember;
use App\Staff\Actor;
use App\Staff\StaffRoutes;
use App\Staff\StaffSessions;
use Closure;
use Illuminate\Contracts\Auth\Middleware\AuthenticatesRequests;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Symfony\Component\HttpFoundation\Response;

/**
 * A signed-in staff member, checked on every request: the account must be active and the session must carry the
 * account's current session version (a manager disabling the account, a password reset or "sign out everywhere"
 * bumps it, which ends every session at once, cookie sessions included). Otherwise: 401 for JSON calls, the
 * sign-in page for pages. The member becomes the request's actor and its default guard (Gates and Policies).
 */
class AuthenticateStaff implements AuthenticatesRequests
{
    public function __construct(private Actor $actor, private StaffSessions $sessions) {}

    public function handle(Request $request, Closure $next): Response
    {
        Auth::shouldUse('staff');
        $guard = StaffSessions::guard();
        /** @var StaffMember|null $member */
        $member = $guard->user();

        if ($member !== null && $guard->viaRemember() && ! $this->sessions->hasVersion($request)) {
            // Signed in again by "remember this device": its token was not rotated, so the account was not revoked since.
            $this->sessions->start($request, $member, remember: true);
        }
        if ($member === null || ! $this->sessions->valid($request, $member)) {
            if ($member !== null) {
                $this->sessions->end($request);
            }

            return $this->unauthenticated($request);
        }

        $this->actor->member = $member;
        $this->actor->ip = $request->ip();

        return $next($request);
    }

    private function unauthenticated(Request $request): Response
    {
        if ($request->expectsJson() && ! $request->header('X-Inertia')) {
            return response()->json(['message' => __('staff.auth.signed_out')], 401);
        }
        if ($request->isMethod('GET')) {
            $request->session()->put('url.intended', $request->fullUrl());
        }

        return redirect()->route(StaffRoutes::name('login'));
    }
}
