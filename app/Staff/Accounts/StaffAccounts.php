<?php

namespace App\Staff\Accounts;

use App\Models\StaffMember;
use App\Staff\Actor;
use App\Staff\Audit;
use App\Staff\StaffRole;
use App\Staff\StaffSessions;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * Staff accounts as a manager keeps them: create, rename, change the role, disable and enable, reset the password,
 * end all sessions. A manager cannot disable or demote their own account, and one active manager always remains.
 * Disabling, a password reset and "sign out" end the account's sessions at once. Every change is audited
 * (never a password).
 */
class StaffAccounts
{
    public function __construct(private StaffSessions $sessions, private Audit $audit, private Actor $actor) {}

    public function create(string $name, string $email, StaffRole $role, string $password): StaffMember
    {
        return DB::transaction(function () use ($name, $email, $role, $password) {
            $member = StaffMember::query()->create([
                'name' => $name, 'email' => mb_strtolower($email), 'role' => $role, 'password' => $password, 'active' => true,
            ]);
            $this->audit->record('staff.create', $member, null, self::snapshot($member));

            return $member;
        });
    }

    /** @param  array{name: string, email: string, role: StaffRole, active: bool}  $changes */
    public function update(StaffMember $member, array $changes): StaffMember
    {
        return DB::transaction(function () use ($member, $changes) {
            $member = StaffMember::query()->whereKey($member->id)->lockForUpdate()->firstOrFail();
            $before = self::snapshot($member);
            $demoted = $member->role === StaffRole::Manager && $changes['role'] !== StaffRole::Manager;
            $disabled = $member->active && ! $changes['active'];
            if ($member->is($this->actor->member) && ($demoted || $disabled)) {
                throw ValidationException::withMessages([$disabled ? 'active' : 'role' => __('staff.accounts.self')]);
            }
            if (($demoted || $disabled) && $member->role === StaffRole::Manager && $member->active && $this->otherActiveManagers($member) === 0) {
                throw ValidationException::withMessages([$disabled ? 'active' : 'role' => __('staff.accounts.last_manager')]);
            }

            $member->update(['name' => $changes['name'], 'email' => mb_strtolower($changes['email']), 'role' => $changes['role'], 'active' => $changes['active']]);
            if ($disabled) {
                $this->sessions->revoke($member);
            }
            $action = match (true) {
                $disabled => 'staff.disable',
                ! $before['active'] && $changes['active'] => 'staff.enable',
                default => 'staff.update',
            };
            $this->audit->record($action, $member, $before, self::snapshot($member));

            return $member;
        });
    }

    public function resetPassword(StaffMember $member, string $password): void
    {
        DB::transaction(function () use ($member, $password) {
            $member->update(['password' => $password]);
            $this->sessions->revoke($member);
            $this->audit->record('staff.password_reset', $member, null, null);
        });
    }

    public function signOutEverywhere(StaffMember $member): void
    {
        $this->sessions->revoke($member);
        $this->audit->record('staff.sign_out_everywhere', $member, null, null);
    }

    /** @return array{name: string, email: string, role: string, active: bool} */
    public static function snapshot(StaffMember $member): array
    {
        return ['name' => $member->name, 'email' => $member->email, 'role' => $member->role->value, 'active' => $member->active];
    }

    private function otherActiveManagers(StaffMember $member): int
    {
        // The rows are locked (two managers disabling each other take turns); PostgreSQL locks no aggregate, so they are read.
        return StaffMember::query()->where('role', StaffRole::Manager->value)->where('active', true)->whereKeyNot($member->id)->lockForUpdate()->pluck('id')->count(); // @phpstan-ignore larastan.noUnnecessaryCollectionCall (the locked rows are read, see above)
    }
}
