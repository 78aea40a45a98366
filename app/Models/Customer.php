<?php

namespace App\Models;

use Illuminate\Auth\Authenticatable;
use Illuminate\Contracts\Auth\Authenticatable as AuthenticatableContract;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Support\Str;
use Laravel\Sanctum\HasApiTokens;

/**
 * A customer of the shop, signed in by phone and SMS code; tokens are Sanctum personal access tokens.
 *
 * @property int $id
 * @property string $phone
 * @property string|null $name
 * @property string|null $surname
 * @property \Illuminate\Support\Carbon|null $birthday
 * @property string $referral_code
 * @property int|null $referrer_id
 * @property int $bonus_debt
 * @property string $locale
 * @property \Illuminate\Support\Carbon|null $deleted_at
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read \App\Models\Customer|null $referrer
 * @property-read \Illuminate\Database\Eloquent\Collection<int, \App\Models\Customer> $referrals
 * @property-read \Illuminate\Database\Eloquent\Collection<int, \App\Models\BonusTransaction> $bonusTransactions
 * @property-read \Illuminate\Database\Eloquent\Collection<int, \App\Models\Product> $favoriteProducts
 */
class Customer extends Model implements AuthenticatableContract
{
    use Authenticatable, HasApiTokens;

    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['birthday' => 'date:Y-m-d', 'deleted_at' => 'datetime'];
    }

    protected static function booted(): void
    {
        static::creating(function (Customer $customer) {
            $customer->referral_code ??= self::newReferralCode();
        });
    }

    /** Customers sign in by SMS code: no password and no remember-me token column. */
    public function getRememberTokenName()
    {
        return '';
    }

    public static function newReferralCode(): string
    {
        do {
            $code = strtoupper(Str::random(8));
        } while (self::query()->where('referral_code', $code)->exists());

        return $code;
    }

    /** @return BelongsTo<Customer, $this> */
    public function referrer(): BelongsTo
    {
        return $this->belongsTo(Customer::class, 'referrer_id');
    }

    /** @return HasMany<Customer, $this> */
    public function referrals(): HasMany
    {
        return $this->hasMany(Customer::class, 'referrer_id');
    }

    /** @return HasMany<BonusTransaction, $this> */
    public function bonusTransactions(): HasMany
    {
        return $this->hasMany(BonusTransaction::class);
    }

    /** @return BelongsToMany<Product, $this> */
    public function favoriteProducts(): BelongsToMany
    {
        return $this->belongsToMany(Product::class, 'customer_favorites')->withPivot('created_at');
    }
}
