<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\MassPrunable;
use Illuminate\Database\Eloquent\Model;

/**
 * The live code of one phone for one purpose (signing in, or confirming the account's deletion): its HMAC, the client address that asked for it (a hash of its limit key),
 * the wrong tries of that address so far, and when it dies.
 *
 * @property int $id
 * @property string $phone
 * @property string $purpose
 * @property string $code_hash
 * @property string|null $requester_key
 * @property int $attempts
 * @property \Illuminate\Support\Carbon $expires_at
 * @property \Illuminate\Support\Carbon $sent_at
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 */
class OtpCode extends Model
{
    use MassPrunable;

    protected $guarded = [];

    protected $hidden = ['code_hash'];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['attempts' => 'integer', 'expires_at' => 'datetime', 'sent_at' => 'datetime'];
    }

    /** Codes dead for longer than shop.retention.otp_codes_hours (model:prune, daily).
     *  @return Builder<static> */
    public function prunable(): Builder
    {
        $keep = (int) config('shop.retention.otp_codes_hours');

        return static::query()->when($keep <= 0, fn (Builder $q) => $q->whereRaw('1 = 0'))->where('expires_at', '<', now()->subHours(max(0, $keep)));
    }
}
