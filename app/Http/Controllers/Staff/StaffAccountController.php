<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\ResetPasswordRequest;
use App\Http\Requests\Staff\StaffAccountRequest;
use App\Models\Restaurant;
use App\Models\StaffMember;
use App\Staff\Accounts\AccountsPage;
use App\Staff\Accounts\StaffAccount;
use App\Staff\Accounts\StaffAccounts;
use App\Staff\Board\BoardTickets;
use App\Staff\StaffRole;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\Gate;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/**
 * A manager's page of staff accounts (a resource: index, store, update) and the account's password (update) and
 * sessions (destroy): Inertia forms that come back to the page with a toast.
 */
class StaffAccountController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private StaffAccounts $accounts) {}

    public function index(): InertiaResponse
    {
        Gate::authorize('viewAny', StaffMember::class);

        return Inertia::render('staff/accounts', new AccountsPage(
            accounts: array_values(StaffMember::query()->with('restaurants:id')->orderBy('name')->orderBy('id')->get()->map(fn (StaffMember $m) => self::row($m))->all()),
            restaurants: array_values(Restaurant::query()->ordered()->get()->map(fn (Restaurant $r) => ['id' => $r->id, 'name' => (string) $r->translate('name', app()->getLocale())])->all()),
            roles: StaffRole::cases(),
            passwordMinLength: (int) config('shop.staff.password_min_length'),
        ));
    }

    public function store(StaffAccountRequest $request): RedirectResponse
    {
        Gate::authorize('create', StaffMember::class);
        $member = $this->accounts->create($request->validated('name'), $request->validated('email'), StaffRole::from($request->validated('role')), $request->validated('password'));

        return $this->savedBack('account_created', ['name' => $member->name]);
    }

    public function update(StaffAccountRequest $request, StaffMember $account): RedirectResponse
    {
        Gate::authorize('update', $account);
        $this->accounts->update($account, [
            'name' => $request->validated('name'),
            'email' => $request->validated('email'),
            'role' => StaffRole::from($request->validated('role')),
            'active' => $request->boolean('active'),
        ]);

        return $this->savedBack();
    }

    public function updatePassword(ResetPasswordRequest $request, StaffMember $account): RedirectResponse
    {
        Gate::authorize('update', $account);
        $this->accounts->resetPassword($account, $request->validated('password'));

        return $this->savedBack('password_reset');
    }

    public function destroySessions(StaffMember $account): RedirectResponse
    {
        Gate::authorize('signOutEverywhere', $account);
        $this->accounts->signOutEverywhere($account);

        return $this->savedBack('sessions_ended');
    }

    private static function row(StaffMember $member): StaffAccount
    {
        return new StaffAccount(
            id: $member->id,
            name: $member->name,
            email: $member->email,
            role: $member->role,
            active: $member->active,
            last_sign_in_at: BoardTickets::time($member->last_sign_in_at),
            created_at: BoardTickets::time($member->created_at),
            restaurant_ids: array_values($member->restaurants->pluck('id')->map(fn ($id) => (int) $id)->sort()->values()->all()),
        );
    }
}
