<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\ChangePasswordRequest;
use App\Http\Requests\Staff\SignInRequest;
use App\Models\StaffMember;
use App\Staff\Actor;
use App\Staff\Audit;
use App\Staff\StaffRoutes;
use App\Staff\StaffSessions;
use App\Staff\Toast;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Hash;
use Illuminate\Validation\ValidationException;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;
use Symfony\Component\HttpFoundation\Response;

/**
 * Staff sign-in (email and password, throttled per email and address), sign-out, "sign out everywhere" and a
 * new password of one's own. The sign-in form is an Inertia form: a wrong pair goes back with the email field's message
 * (a disabled account and an unknown email get the same answer, after the same password hashing work); the right one
 * goes on to the staff page asked for first, or the board.
 */
class SignInController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private StaffSessions $sessions, private Audit $audit, private Actor $actor) {}

    public function show(Request $request): Response|InertiaResponse
    {
        $guard = StaffSessions::guard();
        $member = $guard->user();
        $remembered = $guard->viaRemember() && ! $this->sessions->hasVersion($request);
        if ($member instanceof StaffMember && ($remembered || $this->sessions->valid($request, $member))) {
            return redirect()->route(StaffRoutes::name($member->role->home()));
        }

        return Inertia::render('staff/login');
    }

    public function store(SignInRequest $request): RedirectResponse
    {
        $email = $request->email();
        $member = StaffMember::query()->where('email', $email)->first();
        // An unknown email costs the same hashing as a known one: the answer's timing does not tell them apart.
        $matches = Hash::check((string) $request->validated('password'), $member->password ?? self::decoyHash());
        if ($member === null || ! $matches || ! $member->active) {
            throw ValidationException::withMessages(['email' => __('staff.auth.failed')]);
        }

        StaffSessions::guard()->login($member, $request->boolean('remember'));
        $request->session()->regenerate();
        $this->sessions->start($request, $member, $request->boolean('remember'));
        $this->actor->ip = $request->ip();
        $member->forceFill(['last_sign_in_at' => now()])->save();
        $this->audit->record('staff.sign_in', $member, null, ['remember' => $request->boolean('remember')], $member);

        return redirect()->to($this->intended($request, $member));
    }

    /** Sign out: the account menu's Inertia visit goes on to the sign-in page; a JSON call gets where to go. */
    public function logout(Request $request): JsonResponse|RedirectResponse
    {
        $this->sessions->end($request);

        return $this->toSignIn($request);
    }

    /** End every session of one's own account (this one too). */
    public function signOutEverywhere(Request $request): JsonResponse|RedirectResponse
    {
        $member = $this->actor->member ?? abort(403);
        $this->sessions->revoke($member);
        $this->audit->record('staff.sign_out_everywhere', $member, null, null);
        $this->sessions->end($request);

        return $this->toSignIn($request);
    }

    private function toSignIn(Request $request): JsonResponse|RedirectResponse
    {
        return Toast::wanted($request) ? redirect(StaffRoutes::url('login'), 303) : response()->json(['redirect' => StaffRoutes::url('login')]);
    }

    /** A new password of one's own (the account menu's Inertia form): the other sessions end, this one goes on. */
    public function changePassword(ChangePasswordRequest $request): RedirectResponse
    {
        $member = $this->actor->member ?? abort(403);
        if (! Hash::check((string) $request->validated('current_password'), $member->password)) {
            throw ValidationException::withMessages(['current_password' => __('staff.auth.failed')]);
        }
        $member->update(['password' => $request->validated('password')]);
        $this->sessions->revoke($member);
        $this->sessions->start($request, $member);
        $this->audit->record('staff.password_changed', $member, null, null);

        return $this->savedBack('password');
    }

    /** Where to go after signing in: the staff page asked for first (same origin, staff area only), or the role's home. */
    private function intended(Request $request, StaffMember $member): string
    {
        $intended = (string) $request->session()->pull('url.intended', '');
        $path = parse_url($intended, PHP_URL_PATH);
        $sameOrigin = $intended !== '' && str_starts_with($intended, $request->getSchemeAndHttpHost().'/');
        if ($sameOrigin && is_string($path) && preg_match('#^/([a-z]{2}/)?staff(/|$)#', $path) === 1) {
            return substr($intended, strlen($request->getSchemeAndHttpHost()));
        }

        return StaffRoutes::url($member->role->home());
    }

    private static function decoyHash(): string
    {
        static $hash = null;

        return $hash ??= Hash::make('decoy-password-for-unknown-staff-emails');
    }
}
