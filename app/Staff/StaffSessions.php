<?php

namespace App\Staff;

use App\Models\StaffMember;
use Illuminate\Auth\SessionGuard;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Str;
use LogicException;

/**
 * Staff sessions that survive a node restart (the session lives in its cookie, or in the shared session store) and
 * can still be ended at once: each session carries the account's session version, compared on every request;
 * revoking bumps the version and rotates the "remember this device" token.
 */
class StaffSessions
{
    private const KEY = 'staff_session_version';

    /** The staff guard, a session guard (config/auth.php): sign-in, "remember this device" and per-device sign-out. */
    public static function guard(): SessionGuard
    {
        $guard = Auth::guard('staff');

        return $guard instanceof SessionGuard ? $guard : throw new LogicException('The staff guard must use the session driver.');
    }

    public function start(Request $request, StaffMember $member): void
    {
        $request->session()->put(self::KEY, $member->session_version);
    }

    public function hasVersion(Request $request): bool
    {
        return $request->session()->has(self::KEY);
    }

    public function valid(Request $request, StaffMember $member): bool
    {
        return $member->active && $request->session()->get(self::KEY) === $member->session_version;
    }

    /** End this request's session only (the account's other sessions are untouched). */
    public function end(Request $request): void
    {
        self::guard()->logoutCurrentDevice();
        $request->session()->forget(self::KEY);
        $request->session()->invalidate();
        $request->session()->regenerateToken();
    }

    /** End every session of the account, on every device, at once. */
    public function revoke(StaffMember $member): void
    {
        StaffMember::query()->whereKey($member->id)->increment('session_version', 1, ['remember_token' => Str::random(60)]);
        $member->refresh();
    }
}
