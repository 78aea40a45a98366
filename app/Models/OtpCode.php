<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/** The live sign-in code of one phone: its HMAC, the wrong tries so far, and when it dies. */
class OtpCode extends Model
{
    protected $guarded = [];

    protected $hidden = ['code_hash'];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['attempts' => 'integer', 'expires_at' => 'datetime', 'sent_at' => 'datetime'];
    }
}
