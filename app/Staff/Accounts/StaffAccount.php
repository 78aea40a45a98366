<?php

namespace App\Staff\Accounts;

use App\Staff\StaffRole;
use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * A staff account as the accounts page lists it.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class StaffAccount implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public int $id,
        public string $name,
        public string $email,
        public StaffRole $role,
        public bool $active,
        public ?string $last_sign_in_at,
        public ?string $created_at,
        /**
         * The restaurants a kitchen or courier account works for (App\Staff\Kitchens\RestaurantScope).
         *
         * @var list<int>
         */
        public array $restaurant_ids,
    ) {}
}
