<?php

namespace App\Console\Commands;

use App\Models\StaffMember;
use App\Staff\Audit;
use App\Staff\StaffRole;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Validator;
use Illuminate\Support\Str;

/**
 * Creates a staff account from the command line (the first manager of a new shop): options, or prompts for what is
 * missing when a terminal asks. Without a terminal (--no-interaction) every option but the password is needed; a
 * missing password is generated and printed once.
 */
class StaffCreateCommand extends Command
{
    protected $signature = 'shop:staff-create {--name= : the name shown to other staff} {--email= : the sign-in email} {--role=manager : manager, operator or kitchen} {--password= : at least shop.staff.password_min_length characters; generated when left out without a terminal}';

    protected $description = 'Create a staff account (the first manager, or any other)';

    public function handle(Audit $audit): int
    {
        $interactive = $this->input->isInteractive();
        $name = $this->option('name') ?? ($interactive ? $this->ask('Name') : null);
        $email = $this->option('email') ?? ($interactive ? $this->ask('Email') : null);
        $role = $this->option('role') ?? 'manager';
        $password = $this->option('password') ?? ($interactive ? $this->secret('Password (empty: generate one)') : null);
        $generated = $password === null || $password === '';
        if ($generated) {
            $password = Str::password(20, symbols: false);
        }
        $email = mb_strtolower(trim((string) $email));

        $validator = Validator::make(['name' => $name, 'email' => $email, 'role' => $role, 'password' => $password], [
            'name' => ['required', 'string', 'min:2', 'max:100'],
            'email' => ['required', 'string', 'max:255', 'email', 'unique:staff_members,email'],
            'role' => ['required', 'in:'.implode(',', StaffRole::values())],
            'password' => ['required', 'string', 'min:'.(int) config('shop.staff.password_min_length'), 'max:200'],
        ]);
        if ($validator->fails()) {
            foreach ($validator->errors()->all() as $message) {
                $this->components->error($message);
            }

            return self::FAILURE;
        }

        $member = StaffMember::query()->create(['name' => trim((string) $name), 'email' => $email, 'role' => StaffRole::from($role), 'password' => $password, 'active' => true]);
        $audit->record('staff.create', $member, null, ['name' => $member->name, 'email' => $member->email, 'role' => $member->role->value, 'active' => true, 'via' => 'console']);

        $this->components->info("Staff account {$member->email} ({$member->role->value}) created.");
        if ($generated) {
            $this->line("Password (shown once): $password");
        }

        return self::SUCCESS;
    }
}
