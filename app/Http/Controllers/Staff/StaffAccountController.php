<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Requests\Staff\ResetPasswordRequest;
use App\Http\Requests\Staff\StaffAccountRequest;
use App\Models\Restaurant;
use App\Models\StaffMember;
use App\Staff\Accounts\StaffAccounts;
use App\Staff\Board\BoardTickets;
use App\Staff\StaffRole;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\Gate;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** A manager's page of staff accounts and its JSON actions. */
class StaffAccountController extends Controller
{
    public function __construct(private StaffAccounts $accounts) {}

    public function index(): InertiaResponse
    {
        Gate::authorize('viewAny', StaffMember::class);

        return Inertia::render('staff/accounts', [
            'accounts' => StaffMember::query()->with('restaurants:id')->orderBy('name')->orderBy('id')->get()->map(fn (StaffMember $m) => self::row($m))->all(),
            'restaurants' => Restaurant::query()->ordered()->get()->map(fn (Restaurant $r) => ['id' => $r->id, 'name' => (string) $r->translate('name', app()->getLocale())])->all(),
            'roles' => StaffRole::values(),
            'passwordMinLength' => (int) config('shop.staff.password_min_length'),
        ]);
    }

    public function store(StaffAccountRequest $request): JsonResponse
    {
        Gate::authorize('create', StaffMember::class);
        $member = $this->accounts->create($request->validated('name'), $request->validated('email'), StaffRole::from($request->validated('role')), $request->validated('password'));

        return response()->json(['account' => self::row($member)], 201);
    }

    public function update(StaffAccountRequest $request, StaffMember $account): JsonResponse
    {
        Gate::authorize('update', $account);
        $member = $this->accounts->update($account, [
            'name' => $request->validated('name'),
            'email' => $request->validated('email'),
            'role' => StaffRole::from($request->validated('role')),
            'active' => $request->boolean('active'),
        ]);

        return response()->json(['account' => self::row($member)]);
    }

    public function resetPassword(ResetPasswordRequest $request, StaffMember $account): JsonResponse
    {
        Gate::authorize('update', $account);
        $this->accounts->resetPassword($account, $request->validated('password'));

        return response()->json(['account' => self::row($account->refresh())]);
    }

    public function signOut(StaffMember $account): JsonResponse
    {
        Gate::authorize('signOutEverywhere', $account);
        $this->accounts->signOutEverywhere($account);

        return response()->json(['account' => self::row($account->refresh())]);
    }

    /** @return array<string, mixed> */
    private static function row(StaffMember $member): array
    {
        return $member->summary() + [
            'active' => $member->active,
            'last_sign_in_at' => BoardTickets::time($member->last_sign_in_at),
            'created_at' => BoardTickets::time($member->created_at),
            'restaurant_ids' => $member->restaurants->pluck('id')->map(fn ($id) => (int) $id)->sort()->values()->all(),
        ];
    }
}
