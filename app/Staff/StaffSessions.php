<?php

namespace App\Staff;

use App\Models\StaffMember;
use Carbon\CarbonImmutable;
use Illuminate\Auth\SessionGuard;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use LogicException;

/**
 * Staff sessions that survive a node restart (the session lives in its cookie, or in the shared session store) and
 * can still be ended at once, on the server: each session carries the account's session version and its own id, whose
 * row (staff_sessions, a SHA-256 of the id) must exist. Signing out deletes this session's row, so a copy of its
 * cookie replayed later lands on the sign-in page; revoking bumps the version, deletes every row of the account and
 * rotates the "remember this device" token.
 */
class StaffSessions
{
    private const KEY = 'staff_session_version';

    private const ID = 'staff_session_id';

    /** A live session's row is touched at most this often (minutes), so the board's polling writes nothing. */
    private const TOUCH_MINUTES = 5;

    /** The staff guard, a session guard (config/auth.php): sign-in, "remember this device" and per-device sign-out. */
    public static function guard(): SessionGuard
    {
        /** @var \Illuminate\Contracts\Auth\Guard $guard (Larastan reads today's config; the check holds for any) */
        $guard = Auth::guard('staff');

        return $guard instanceof SessionGuard ? $guard : throw new LogicException('The staff guard must use the session driver.');
    }

    /** Start a session of $member on this request: its version, and a new id recorded on the server. */
    public function start(Request $request, StaffMember $member, bool $remember = false): void
    {
        $request->session()->put($this->sessionData($member, $remember));
    }

    /**
     * Record a new session of $member on the server and answer what its session must hold (the tests' sign-in puts
     * it in their session too).
     *
     * @return array<string, int|string>
     */
    public function sessionData(StaffMember $member, bool $remember = false): array
    {
        $id = Str::random(40);
        $now = CarbonImmutable::now();
        // Rows of the account's sessions idle for longer than a session lives are gone (their cookies expired).
        $stale = (int) config('session.lifetime', 120) + self::TOUCH_MINUTES;
        DB::table('staff_sessions')->where('staff_member_id', $member->id)->where('last_seen_at', '<', $now->subMinutes($stale))->delete();
        DB::table('staff_sessions')->insert([
            'key_hash' => hash('sha256', $id), 'staff_member_id' => $member->id, 'remember' => $remember,
            'last_seen_at' => $now, 'created_at' => $now, 'updated_at' => $now,
        ]);

        return [self::KEY => $member->session_version, self::ID => $id];
    }

    public function hasVersion(Request $request): bool
    {
        return $request->session()->has(self::KEY);
    }

    public function valid(Request $request, StaffMember $member): bool
    {
        if (! $member->active || $request->session()->get(self::KEY) !== $member->session_version) {
            return false;
        }
        $row = $this->row($request);
        if ($row === null || (int) $row->staff_member_id !== $member->id) {
            return false;
        }
        if (CarbonImmutable::parse($row->last_seen_at)->addMinutes(self::TOUCH_MINUTES)->isPast()) {
            DB::table('staff_sessions')->where('id', $row->id)->update(['last_seen_at' => now()]);
        }

        return true;
    }

    /**
     * End this request's session only, on the server too: its row is deleted (a replayed copy is signed out). A
     * session that was signed in with "remember this device" also rotates the account's remember token, so the copied
     * remember cookie cannot sign in again (the account's other remembered devices sign in again once their session ends).
     */
    public function end(Request $request): void
    {
        $row = $this->row($request);
        if ($row !== null) {
            DB::table('staff_sessions')->where('id', $row->id)->delete();
            if ($row->remember) {
                StaffMember::query()->whereKey($row->staff_member_id)->update(['remember_token' => Str::random(60)]);
            }
        }
        self::guard()->logoutCurrentDevice();
        $request->session()->forget([self::KEY, self::ID]);
        $request->session()->invalidate();
        $request->session()->regenerateToken();
    }

    /** End every session of the account, on every device, at once. */
    public function revoke(StaffMember $member): void
    {
        StaffMember::query()->whereKey($member->id)->increment('session_version', 1, ['remember_token' => Str::random(60)]);
        DB::table('staff_sessions')->where('staff_member_id', $member->id)->delete();
        $member->refresh();
    }

    private function row(Request $request): ?\stdClass
    {
        $id = $request->session()->get(self::ID);

        return is_string($id) && $id !== '' ? DB::table('staff_sessions')->where('key_hash', hash('sha256', $id))->first() : null;
    }
}
