<?php

namespace App\Staff\Accounts;

use App\Staff\StaffRole;
use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;

/**
 * The staff accounts page's props (a manager's).
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class AccountsPage implements Arrayable
{
    use Shape;

    public function __construct(
        /** @var list<StaffAccount> */
        public array $accounts,
        /** @var list<array{id: int, name: string}> */
        public array $restaurants,
        /** @var list<StaffRole> */
        public array $roles,
        public int $passwordMinLength,
    ) {}
}
