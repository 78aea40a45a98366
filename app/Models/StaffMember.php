<?php

namespace App\Models;

use App\Staff\StaffRole;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Foundation\Auth\User as Authenticatable;

/**
 * A staff account of the staff area (guard "staff"): email and password, a role, active or disabled, and the
 * session version every request of its sessions must still carry (bumped to end them all at once).
 *
 * @property int $id
 * @property string $name
 * @property string $email
 * @property string $password
 * @property \App\Staff\StaffRole $role
 * @property bool $active
 * @property int $session_version
 * @property string|null $remember_token
 * @property \Illuminate\Support\Carbon|null $last_sign_in_at
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read \Illuminate\Database\Eloquent\Collection<int, \App\Models\Restaurant> $restaurants
 */
class StaffMember extends Authenticatable
{
    protected $guarded = [];

    protected $hidden = ['password', 'remember_token'];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'password' => 'hashed',
            'role' => StaffRole::class,
            'active' => 'boolean',
            'session_version' => 'integer',
            'last_sign_in_at' => 'datetime',
        ];
    }

    /** The restaurants a kitchen account works for (managers and operators see every restaurant).
     *  @return BelongsToMany<Restaurant, $this> */
    public function restaurants(): BelongsToMany
    {
        return $this->belongsToMany(Restaurant::class);
    }

    /** @return array{id: int, name: string, email: string, role: string} */
    public function summary(): array
    {
        return ['id' => $this->id, 'name' => $this->name, 'email' => $this->email, 'role' => $this->role->value];
    }
}
